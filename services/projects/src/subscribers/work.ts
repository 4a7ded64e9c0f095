import {
  conceptsRenderedEvent,
  creditNoteIssuedEvent,
  deliveryCompletedEvent,
  exportStudioJob,
  expireStudioExportsJob,
  importStudioJob,
  deliveryDelayedEvent,
  deliveryInTransitEvent,
  installationCompletedEvent,
  installationDelayedEvent,
  invoiceIssuedEvent,
  invoiceOverdueEvent,
  invoicePaidEvent,
  invoiceSentEvent,
  paymentProofUploadedEvent,
  paymentRecordedEvent,
  itemOverdueEvent,
  jobFailedEvent,
  notifyUpcomingMeetingsJob,
  pruneNotificationsJob,
  pruneOutboxJob,
  purchaseOrderCancelledEvent,
  purchaseOrderSentEvent,
  quoteApprovedEvent,
  quoteChangesRequestedEvent,
  quoteViewedEvent,
  sendMeetingInvitationJob,
  thumbnailMadeEvent,
  voiceNoteHeardEvent,
} from "@atelier/contracts";
import { declareWork, handleJob, mailingWorkerDeps, onEvent, pruneOutbox, scheduleJob } from "@atelier/kit";
import { projectsWorkerConfigSchema } from "../config";
import { discardFailedExport, runExportStudio } from "../studio-export/export-studio-job";
import { expireStudioExports } from "../studio-export/expire-studio-exports";
import { runImportStudio } from "../studio-import/import-studio-job";
import { sendMeetingInvitation } from "../meetings/invitations/send-meeting-invitation";
import { createNotifier } from "../notifications/notifier";
import { pruneNotifications } from "../notifications/prune-notifications";
import { notifyUpcomingMeetings } from "../notifications/upcoming-meetings";
import { keepRenderedConcepts } from "./concepts-rendered";
import { allOf } from "./fan-out";
import { notifyItemOverdue } from "./item-overdue";
import { markItemsDelivered, markItemsInstalled, markItemsInTransit, markItemsOrdered, markItemsUnordered } from "./item-progress";
import { notifyInvoiceOverdue } from "./invoice-overdue";
import { notifyJobFailed } from "./job-failed";
import { markPaymentProofUploaded, notifyPaymentProofUploaded } from "./payment-proof-uploaded";
import { notifyQuoteApproved, notifyQuoteChangesRequested, notifyQuoteViewed } from "./quote-notifications";
import { signedApprovalsOnly } from "./signed-approvals";
import { attachMadeThumbnail } from "./thumbnail-made";
import {
  markCreditNoteIssued,
  markDeliveryCompleted,
  markDeliveryDelayed,
  markInstallationCompleted,
  markInstallationDelayed,
  markInvoiceIssued,
  markInvoiceOverdue,
  markInvoicePaid,
  markInvoiceSent,
  markPaymentRecorded,
  markPurchaseOrderSent,
  markQuoteApproved,
} from "./timeline-events";
import { notifyDeliveryDelayed, notifyInstallationDelayed } from "./visit-delayed";
import { discardUnsavedRecording, saveHeardVoiceNote } from "./voice-note-heard";
import type { ProjectsWorkerDeps } from "./worker-deps";

const PRUNE_EVERY_MS = 24 * 3600 * 1000;
/** An export is removed within the hour after its week is up. */
const EXPIRE_EXPORTS_EVERY_MS = 3600 * 1000;
/** Often enough that a meeting booked for later today is announced well before it starts. */
const MEETINGS_EVERY_MS = 15 * 60 * 1000;

/** What the projects service's worker processes (src/worker.ts) do: keep what other services made, notify designers, and housekeeping. */
export const projectsWork = declareWork({
  service: "projects",
  configSchema: projectsWorkerConfigSchema,
  deps: (base, config): ProjectsWorkerDeps => {
    const deps = mailingWorkerDeps(base, config);
    const notifier = createNotifier({ prisma: base.prisma, redis: base.connection, logger: base.logger, mailer: deps.mailer, mailFrom: deps.mailFrom, publicUrl: config.PUBLIC_URL });
    return { ...deps, notifier };
  },
  jobs: (deps) => [
    handleJob(sendMeetingInvitationJob, (invitation) => sendMeetingInvitation(deps, invitation)),
    handleJob(exportStudioJob, runExportStudio(deps), discardFailedExport(deps.prisma)),
    handleJob(importStudioJob, runImportStudio(deps)),
  ],
  events: (deps) => [
    onEvent(voiceNoteHeardEvent, saveHeardVoiceNote(deps), discardUnsavedRecording(deps)),
    onEvent(conceptsRenderedEvent, keepRenderedConcepts(deps)),
    onEvent(thumbnailMadeEvent, attachMadeThumbnail(deps)),
    onEvent(quoteApprovedEvent, signedApprovalsOnly(allOf(notifyQuoteApproved(deps), markQuoteApproved(deps)))),
    onEvent(quoteChangesRequestedEvent, notifyQuoteChangesRequested(deps)),
    onEvent(quoteViewedEvent, notifyQuoteViewed(deps)),
    onEvent(jobFailedEvent, notifyJobFailed(deps)),
    onEvent(purchaseOrderSentEvent, allOf(markPurchaseOrderSent(deps), markItemsOrdered(deps))),
    onEvent(purchaseOrderCancelledEvent, markItemsUnordered(deps)),
    onEvent(deliveryInTransitEvent, markItemsInTransit(deps)),
    onEvent(deliveryCompletedEvent, allOf(markDeliveryCompleted(deps), markItemsDelivered(deps))),
    onEvent(deliveryDelayedEvent, allOf(markDeliveryDelayed(deps), notifyDeliveryDelayed(deps))),
    onEvent(installationCompletedEvent, allOf(markInstallationCompleted(deps), markItemsInstalled(deps))),
    onEvent(installationDelayedEvent, allOf(markInstallationDelayed(deps), notifyInstallationDelayed(deps))),
    onEvent(itemOverdueEvent, notifyItemOverdue(deps)),
    onEvent(invoiceIssuedEvent, markInvoiceIssued(deps)),
    onEvent(invoiceSentEvent, markInvoiceSent(deps)),
    onEvent(paymentRecordedEvent, markPaymentRecorded(deps)),
    onEvent(invoicePaidEvent, markInvoicePaid(deps)),
    onEvent(creditNoteIssuedEvent, markCreditNoteIssued(deps)),
    onEvent(invoiceOverdueEvent, allOf(notifyInvoiceOverdue(deps), markInvoiceOverdue(deps))),
    onEvent(paymentProofUploadedEvent, allOf(notifyPaymentProofUploaded(deps), markPaymentProofUploaded(deps))),
  ],
  schedules: ({ prisma, logger, notifier, storage }) => [
    scheduleJob(pruneOutboxJob, PRUNE_EVERY_MS, async () => {
      const removed = await pruneOutbox(prisma);
      logger.info({ removed }, "pruned the outbox");
      return { removed };
    }),
    scheduleJob(notifyUpcomingMeetingsJob, MEETINGS_EVERY_MS, async () => ({ meetings: await notifyUpcomingMeetings(prisma, notifier) })),
    scheduleJob(expireStudioExportsJob, EXPIRE_EXPORTS_EVERY_MS, async () => {
      const expired = await expireStudioExports(prisma, storage);
      logger.info({ expired }, "expired old studio exports");
      return { expired };
    }),
    scheduleJob(pruneNotificationsJob, PRUNE_EVERY_MS, async () => {
      const removed = await pruneNotifications(prisma);
      logger.info({ removed }, "pruned old notifications");
      return { removed };
    }),
  ],
  close: ({ mailer }) => mailer.close(),
});

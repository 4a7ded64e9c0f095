import type {
  creditNoteIssuedEvent,
  deliveryCompletedEvent,
  deliveryDelayedEvent,
  installationCompletedEvent,
  installationDelayedEvent,
  invoiceIssuedEvent,
  invoiceOverdueEvent,
  invoicePaidEvent,
  invoiceSentEvent,
  paymentRecordedEvent,
  purchaseOrderSentEvent,
  quoteApprovedEvent,
} from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { formatRand } from "@atelier/money";
import { markProjectEvent } from "../timeline/mark-project-event";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** The client's signature, on the timeline under approval. The event carries no time of its own: it is marked when heard. */
export const markQuoteApproved =
  (deps: ProjectsWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Quote ${event.number} approved by ${event.signedBy}`,
      description: `Version ${event.version}, ${formatRand(event.total)} incl. VAT.`,
      date: new Date(),
      category: "approval",
    });

export const markPurchaseOrderSent =
  (deps: ProjectsWorkerDeps): JobHandler<typeof purchaseOrderSentEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Purchase order ${event.number} sent to ${event.supplierName}`,
      description: null,
      date: new Date(event.sentAt),
      category: "production",
    });

export const markDeliveryCompleted =
  (deps: ProjectsWorkerDeps): JobHandler<typeof deliveryCompletedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Delivery ${event.deliveryNumber} completed`,
      description: null,
      date: new Date(event.deliveredAt),
      category: "delivery",
    });

export const markInstallationCompleted =
  (deps: ProjectsWorkerDeps): JobHandler<typeof installationCompletedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Installation completed: ${event.title}`,
      description: null,
      date: new Date(event.completedAt),
      category: "milestone",
    });

/** A delivery that did not leave when scheduled, on the timeline at the time it was due, as a notice. */
export const markDeliveryDelayed =
  (deps: ProjectsWorkerDeps): JobHandler<typeof deliveryDelayedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Delivery ${event.deliveryNumber} delayed`,
      description: "It had not left by its scheduled time.",
      date: new Date(event.scheduledDate),
      category: "delivery",
      notice: true,
    });

export const markInstallationDelayed =
  (deps: ProjectsWorkerDeps): JobHandler<typeof installationDelayedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Installation delayed: ${event.title}`,
      description: "It had not started by its scheduled time.",
      date: new Date(event.scheduledDate),
      category: "milestone",
      notice: true,
    });

const INVOICE_KIND_WORDS = { deposit: "Deposit invoice", progress: "Progress invoice", final: "Final invoice", fee: "Invoice" } as const;

export const markInvoiceIssued =
  (deps: ProjectsWorkerDeps): JobHandler<typeof invoiceIssuedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `${INVOICE_KIND_WORDS[event.kind]} ${event.number} issued`,
      description: `${formatRand(event.total)}, due ${formatDay(event.dueDate)}.`,
      date: new Date(),
      category: "milestone",
    });

export const markInvoiceSent =
  (deps: ProjectsWorkerDeps): JobHandler<typeof invoiceSentEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Invoice ${event.number} sent to ${event.sentTo}`,
      description: null,
      date: new Date(event.sentAt),
      category: "milestone",
    });

const PAYMENT_METHOD_WORDS = { eft: "by EFT", card: "by card", cash: "in cash" } as const;

export const markPaymentRecorded =
  (deps: ProjectsWorkerDeps): JobHandler<typeof paymentRecordedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Payment of ${formatRand(event.amount)} received ${PAYMENT_METHOD_WORDS[event.method]}`,
      description: null,
      date: new Date(`${event.receivedOn}T00:00:00.000Z`),
      category: "milestone",
    });

export const markInvoicePaid =
  (deps: ProjectsWorkerDeps): JobHandler<typeof invoicePaidEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Invoice ${event.number} paid in full`,
      description: `${formatRand(event.total)}.`,
      date: new Date(),
      category: "milestone",
    });

export const markCreditNoteIssued =
  (deps: ProjectsWorkerDeps): JobHandler<typeof creditNoteIssuedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Credit note ${event.number} on invoice ${event.invoiceNumber}`,
      description: `${formatRand(event.total)}: ${event.reason}`,
      date: new Date(),
      category: "milestone",
    });

export const markInvoiceOverdue =
  (deps: ProjectsWorkerDeps): JobHandler<typeof invoiceOverdueEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Invoice ${event.number} overdue`,
      description: `Due ${formatDay(event.dueDate)}; ${formatRand(event.balance)} still owed.`,
      date: new Date(`${event.dueDate}T00:00:00.000Z`),
      category: "milestone",
      notice: true,
    });

import type { invoiceOverdueEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { formatRand } from "@atelier/money";
import { designerOrStudio } from "../notifications/studio-staff";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** An invoice fell overdue: the project's designer (else the studio) hears of it, once an invoice. */
export const notifyInvoiceOverdue =
  ({ prisma, notifier }: ProjectsWorkerDeps): JobHandler<typeof invoiceOverdueEvent.payload> =>
  async (event, { jobId }) => {
    const project = await prisma.project.findFirst({ where: { id: event.projectId, studioId: event.studioId }, select: { title: true, createdById: true, clientName: true } });
    if (!project) return { skipped: "the project no longer exists" };
    const created = await notifier.notify({
      studioId: event.studioId,
      userIds: await designerOrStudio(prisma, event.studioId, project.createdById),
      kind: "invoice_overdue",
      projectId: event.projectId,
      title: "Invoice overdue",
      message: `Invoice ${event.number} for ${project.title} was due on ${formatDay(event.dueDate)}: ${project.clientName ?? "the client"} still owes ${formatRand(event.balance)}.`,
      link: `/projects/${event.projectId}/accounts`,
      dedupeKey: `event:${jobId}`,
    });
    return { notified: created.length };
  };

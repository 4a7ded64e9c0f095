import type { paymentProofUploadedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import type { z } from "zod";
import { studioStaffIds } from "../notifications/studio-staff";
import { markProjectEvent } from "../timeline/mark-project-event";
import type { ProjectsWorkerDeps } from "./worker-deps";

type ProofEvent = z.infer<typeof paymentProofUploadedEvent.payload>;

const paidWhat = (event: ProofEvent) => `${formatRand(event.amount)}${event.invoiceNumber ? ` for invoice ${event.invoiceNumber}` : ""}`;

/** The client says they paid: every designer of the studio hears of it, to check the bank and confirm it. */
export const notifyPaymentProofUploaded =
  ({ prisma, notifier }: ProjectsWorkerDeps): JobHandler<typeof paymentProofUploadedEvent.payload> =>
  async (event, { jobId }) => {
    const project = await prisma.project.findFirst({ where: { id: event.projectId, studioId: event.studioId }, select: { title: true, clientName: true } });
    if (!project) return { skipped: "the project no longer exists" };
    const created = await notifier.notify({
      studioId: event.studioId,
      userIds: await studioStaffIds(prisma, event.studioId),
      kind: "payment_proof_uploaded",
      projectId: event.projectId,
      title: "Proof of payment uploaded",
      message: `${project.clientName ?? "The client"} uploaded a proof of payment of ${paidWhat(event)} for ${project.title}: check your bank account, then confirm it.`,
      link: `/projects/${event.projectId}/accounts`,
      dedupeKey: `event:${jobId}`,
    });
    return { notified: created.length };
  };

export const markPaymentProofUploaded =
  (deps: ProjectsWorkerDeps): JobHandler<typeof paymentProofUploadedEvent.payload> =>
  (event, { jobId }) =>
    markProjectEvent(deps, {
      eventId: jobId,
      projectId: event.projectId,
      studioId: event.studioId,
      title: `Proof of payment of ${paidWhat(event)} uploaded by the client`,
      description: null,
      date: new Date(),
      category: "milestone",
    });

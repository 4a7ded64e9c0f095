import { type Endpoints, sendNotificationJob } from "@atelier/contracts";
import { startJobInTransaction, type RouteHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { notificationRecipient } from "./notification-recipient";

/** POST /api/notifications/send: 202 {jobId}; the mail goes to the project's client or a designer of the studio, replies to the studio. */
export function startNotification({ prisma }: QuotesDeps): RouteHandler<Endpoints["sendNotification"], Staff, undefined> {
  return async (_req, res, { caller: { studioId, userId }, body: request }) => {
    const to = await notificationRecipient(prisma, studioId, request);
    const { email: replyTo } = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { email: true } });
    const owner = { studioId, userId, projectId: request.projectId ?? null };
    const payload = { to, replyTo, subject: request.subject, message: request.message };
    const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, sendNotificationJob, owner, payload));
    res.status(202).json({ jobId });
  };
}

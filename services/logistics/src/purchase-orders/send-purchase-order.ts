import { UnrecoverableError } from "bullmq";
import { purchaseOrderSentEvent, type SentPurchaseOrderResult } from "@atelier/contracts";
import { HttpError, MailSendError, objectKeys, shownFailureReason, uuidFrom } from "@atelier/kit";
import { sha256Of } from "@atelier/kit/pdf/pdf-bytes";
import type { LogisticsWorkerDeps } from "../jobs/worker-deps";
import { markPurchaseOrderSent } from "./mark-purchase-order-sent";
import { purchaseOrderDocumentOf } from "./pdf/purchase-order-document";
import { renderPurchaseOrderPdf } from "./pdf/render-purchase-order-pdf";
import { purchaseOrderMail } from "./purchase-order-mail";

export type SendPurchaseOrderDeps = Pick<LogisticsWorkerDeps, "prisma" | "storage" | "mailer" | "mailFrom" | "changes">;

export interface SendPurchaseOrderRequest {
  /** The job's id: the purchase-order.sent event's id derives from it, so a retry after the order was marked sent mails nothing again. */
  jobId: string;
  purchaseOrderId: string;
  to: string;
  /** A failure on the last try is the order's failure reason; earlier ones are retried quietly. */
  lastAttempt: boolean;
}

/**
 * Mails the order's PDF to the supplier, kept in object storage first, then marks it sent with the kept
 * PDF's key and SHA-256 and its purchase-order.sent event in one transaction. An order no longer a draft (sent another way, or cancelled meanwhile) ends the job; a
 * mail server's refusal fails for good with the reason on the order; passing failures are retried.
 */
export async function sendPurchaseOrder(deps: SendPurchaseOrderDeps, { jobId, purchaseOrderId, to, lastAttempt }: SendPurchaseOrderRequest): Promise<SentPurchaseOrderResult> {
  const { prisma, changes } = deps;
  const eventId = uuidFrom(`${jobId}:${purchaseOrderSentEvent.name}`);
  const order = await prisma.purchaseOrder.findUnique({ where: { id: purchaseOrderId } });
  if (!order) throw new UnrecoverableError("Purchase order not found");
  if (await prisma.outboxEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return { purchaseOrderId, sentTo: order.sentTo ?? to };
  if (order.status !== "draft") throw new UnrecoverableError(`This purchase order is ${order.status.replace("_", " ")} and cannot be sent`);
  try {
    const document = await purchaseOrderDocumentOf(prisma, deps.storage, purchaseOrderId);
    const pdf = await renderPurchaseOrderPdf(document);
    const keptPdf = { objectKey: objectKeys.purchaseOrderPdf(order.studioId, purchaseOrderId), sha256: sha256Of(pdf) };
    await deps.storage.put(keptPdf.objectKey, pdf, "application/pdf");
    await deps.mailer.send(purchaseOrderMail(document, pdf, { from: deps.mailFrom, to }));
    await prisma.$transaction((tx) => markPurchaseOrderSent(tx, purchaseOrderId, { to, eventId, keptPdf })).catch((error: unknown) => {
      throw error instanceof HttpError ? new UnrecoverableError(error.message) : error;
    });
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    if (permanent || (lastAttempt && !(error instanceof UnrecoverableError))) {
      await prisma.purchaseOrder.update({ where: { id: purchaseOrderId }, data: { sendFailedReason: shownFailureReason(error) } });
      changes.announce(order.projectId, "purchase-orders", purchaseOrderId);
    }
    throw permanent ? new UnrecoverableError((error as Error).message) : error;
  }
  changes.announce(order.projectId, "purchase-orders", purchaseOrderId);
  return { purchaseOrderId, sentTo: to };
}

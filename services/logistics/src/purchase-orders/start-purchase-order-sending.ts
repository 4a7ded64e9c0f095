import { sendPurchaseOrderJob } from "@atelier/contracts";
import type { PrismaClient, PurchaseOrder } from "@atelier/db";
import { conflict, HttpError, startExclusiveJobInTransaction, type Staff } from "@atelier/kit";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

const NO_SUPPLIER_EMAIL = "The supplier has no e-mail address: add one to the supplier before sending the order";
const SAMPLE_SUPPLIER = "This is a sample supplier, made to try Atelier out: orders to it are never e-mailed. Mark the order as sent instead.";

/**
 * Starts mailing the order to the supplier's e-mail on record, never to an address from the request, and answers
 * the job's id; the job marks the order sent. A sample supplier's order is never mailed (409). Under the order's row lock its status is checked and the job's record
 * and outbox row commit together; a send while one is waiting or running answers that one's job, so two tabs
 * sending at once mail the supplier once.
 */
export async function startPurchaseOrderSending(
  { prisma }: { prisma: PrismaClient },
  order: Pick<PurchaseOrder, "id" | "projectId" | "supplierId">,
  { studioId, userId }: Staff,
): Promise<string> {
  const owner = { studioId, userId, projectId: order.projectId };
  const jobId = await prisma.$transaction(async (tx) => {
    assertChangeAllowed(await lockPurchaseOrder(tx, order.id), "sent");
    const { email, sample } = await tx.supplier.findUniqueOrThrow({ where: { id: order.supplierId }, select: { email: true, sample: true } });
    if (sample) throw conflict(SAMPLE_SUPPLIER);
    if (!email) throw new HttpError(400, NO_SUPPLIER_EMAIL, { email: [NO_SUPPLIER_EMAIL] });
    return startExclusiveJobInTransaction(tx, sendPurchaseOrderJob, owner, { purchaseOrderId: order.id, to: email }, `send-purchase-order:${order.id}`);
  });
  return jobId;
}

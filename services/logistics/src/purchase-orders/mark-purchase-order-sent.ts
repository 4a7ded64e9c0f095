import { randomUUID } from "node:crypto";
import { purchaseOrderSentEvent } from "@atelier/contracts";
import { toDateOnly, type Prisma, type PurchaseOrder } from "@atelier/db";
import { recordActivity, writeEvent } from "@atelier/kit";
import { purchaseOrderRecord } from "./purchase-order-activity";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

const expectedOn = (date: Date | null | undefined) => toDateOnly(date ?? null);

export interface MarkSentOptions {
  /** Where it was e-mailed; null when the designer placed the order another way. */
  to: string | null;
  /** The purchase-order.sent event's id: the mail job gives one derived from its own, so a retry writes it once. */
  eventId?: string;
  now?: Date;
  /** The PDF that was mailed, kept in object storage: absent when none was. */
  keptPdf?: KeptPurchaseOrderPdf;
}

export interface KeptPurchaseOrderPdf {
  objectKey: string;
  /** Hex SHA-256 of the bytes mailed. */
  sha256: string;
}

/**
 * Inside the transaction of a send: a draft order becomes sent, remembers where and when, forgets an
 * earlier mail failure, and its purchase-order.sent event commits with it, naming its room items and
 * when each is expected (its production's estimated completion). The caller announces the change once
 * the transaction commits.
 */
export async function markPurchaseOrderSent(tx: Prisma.TransactionClient, id: string, { to, eventId = randomUUID(), now = new Date(), keptPdf }: MarkSentOptions): Promise<PurchaseOrder> {
  assertChangeAllowed(await lockPurchaseOrder(tx, id), "sent");
  const order = await tx.purchaseOrder.update({
    where: { id },
    data: { status: "sent", sentAt: now, sentTo: to, sendFailedReason: null, ...(keptPdf ? { pdfObjectKey: keptPdf.objectKey, pdfSha256: keptPdf.sha256 } : {}) },
    include: {
      supplier: { select: { name: true } },
      lines: { where: { roomItemId: { not: null } }, select: { roomItemId: true, quoteLine: { select: { productionItems: { select: { estimatedCompletion: true } } } } } },
    },
  });
  await writeEvent(tx, purchaseOrderSentEvent, eventId, {
    purchaseOrderId: id,
    projectId: order.projectId,
    studioId: order.studioId,
    number: order.number,
    supplierName: order.supplier.name,
    sentAt: now.toISOString(),
    items: order.lines.map((line) => ({ roomItemId: line.roomItemId!, eta: expectedOn(line.quoteLine?.productionItems[0]?.estimatedCompletion) })),
  });
  const changes = to ? [{ field: "sentTo", label: "Sent to", before: null, after: to }] : [];
  await recordActivity(tx, { studioId: order.studioId, projectId: order.projectId, record: purchaseOrderRecord({ ...order, supplierName: order.supplier.name }), action: "sent", changes });
  return order;
}

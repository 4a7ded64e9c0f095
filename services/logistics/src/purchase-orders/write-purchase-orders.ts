import type { Prisma, Supplier } from "@atelier/db";
import { changedNothing, recordActivity } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import { nextStudioNumbers } from "../numbering/next-studio-number";
import { purchaseOrderRecord } from "./purchase-order-activity";
import { planPurchaseOrders, type OrderableLine } from "./plan-purchase-orders";

/** How drafting reads a line's room item, for OrderableLine. */
export const orderableLineInclude = { roomItem: { select: { supplierId: true, supplier: true } } } as const;

export interface DraftSource {
  studioId: string;
  projectId: string;
  /** What the orders are drafted for (an event's id, or a designer's request): each supplier's order takes its id from it. */
  sourceId: string;
}

/**
 * Inside the caller's transaction: writes the orders planPurchaseOrders plans for the lines, numbered with one move
 * of the studio's counter. Answers how many orders it wrote.
 */
export async function writePurchaseOrders(tx: Prisma.TransactionClient, { studioId, projectId, sourceId }: DraftSource, lines: readonly OrderableLine[], suppliers: readonly Supplier[]): Promise<number> {
  const orders = planPurchaseOrders(sourceId, lines, suppliers);
  if (orders.length === 0) {
    changedNothing();
    return 0;
  }
  const numbers = await nextStudioNumbers(tx, studioId, { prefix: "PO", year: new Date().getUTCFullYear(), digits: 4 }, orders.length);
  await tx.purchaseOrder.createMany({
    data: orders.map((order, index) => ({
      id: order.id,
      studioId,
      projectId,
      supplierId: order.supplierId,
      quoteId: order.quoteId,
      sourceEventId: sourceId,
      number: numbers[index]!,
      subtotal: order.subtotal,
    })),
  });
  await tx.purchaseOrderLine.createMany({ data: orders.flatMap((order) => order.lines.map((line) => ({ ...line, purchaseOrderId: order.id }))) });
  for (const [index, order] of orders.entries()) {
    const supplier = suppliers.find((candidate) => candidate.id === order.supplierId);
    const record = purchaseOrderRecord({ id: order.id, number: numbers[index]!, supplierName: supplier?.name ?? null });
    await recordActivity(tx, { studioId, projectId, record, action: "created", changes: [{ field: "subtotal", label: "Subtotal", before: null, after: formatRand(order.subtotal) }] });
  }
  return orders.length;
}

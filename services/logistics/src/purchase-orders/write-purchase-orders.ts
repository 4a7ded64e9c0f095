import type { Prisma, QuoteLine, Supplier } from "@atelier/db";
import { uuidFrom } from "@atelier/kit";
import { lineTotal, sumMoney } from "@atelier/money";
import { nextStudioNumbers } from "../numbering/next-studio-number";
import { supplierMatcher } from "./supplier-of-line";

/** An approved item line, with what its room item says of its supplier. */
export type OrderableLine = QuoteLine & { roomItem: { supplierId: string | null; supplier: string | null } | null };

/** How drafting reads a line's room item, for OrderableLine. */
export const orderableLineInclude = { roomItem: { select: { supplierId: true, supplier: true } } } as const;

export interface DraftSource {
  studioId: string;
  projectId: string;
  /** What the orders are drafted for (an event's id, or a designer's request): each supplier's order takes its id from it. */
  sourceId: string;
}

/**
 * Inside the caller's transaction: one draft order per supplier of the lines, its lines at cost price (unit
 * cost × quantity), numbered with one move of the studio's counter. Lines whose supplier is not one of the
 * studio's active ones stay on no order. Answers how many orders it wrote.
 */
export async function writePurchaseOrders(tx: Prisma.TransactionClient, { studioId, projectId, sourceId }: DraftSource, lines: readonly OrderableLine[], suppliers: readonly Supplier[]): Promise<number> {
  const orders = linesBySupplier(lines, suppliers);
  if (orders.size === 0) return 0;
  const supplierIds = [...orders.keys()];
  const orderIdOf = (supplierId: string) => uuidFrom(`${sourceId}:purchase-order:${supplierId}`);
  const lineRows = supplierIds.flatMap((supplierId) =>
    orders.get(supplierId)!.map((line, index) => ({
      purchaseOrderId: orderIdOf(supplierId),
      quoteLineId: line.id,
      roomItemId: line.roomItemId,
      roomName: line.roomName,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unitCost,
      lineTotal: lineTotal(line.quantity, line.unitCost),
      sortOrder: index,
    })),
  );
  const numbers = await nextStudioNumbers(tx, studioId, { prefix: "PO", year: new Date().getUTCFullYear(), digits: 4 }, supplierIds.length);
  await tx.purchaseOrder.createMany({
    data: supplierIds.map((supplierId, index) => {
      const quoteIds = new Set(orders.get(supplierId)!.map((line) => line.quoteId));
      return {
        id: orderIdOf(supplierId),
        studioId,
        projectId,
        supplierId,
        // An order gathered from several approved quotes names none of them.
        quoteId: quoteIds.size === 1 ? [...quoteIds][0]! : null,
        sourceEventId: sourceId,
        number: numbers[index]!,
        subtotal: sumMoney(lineRows.filter((row) => row.purchaseOrderId === orderIdOf(supplierId)).map((row) => row.lineTotal)),
      };
    }),
  });
  await tx.purchaseOrderLine.createMany({ data: lineRows });
  return supplierIds.length;
}

function linesBySupplier(lines: readonly OrderableLine[], suppliers: readonly Supplier[]): Map<string, OrderableLine[]> {
  const supplierOf = supplierMatcher(suppliers);
  const orders = new Map<string, OrderableLine[]>();
  for (const line of lines) {
    const supplier = supplierOf({ supplierId: line.roomItem?.supplierId ?? null, supplierText: line.supplier ?? line.roomItem?.supplier ?? null });
    if (!supplier) continue;
    const supplierLines = orders.get(supplier.id) ?? [];
    supplierLines.push(line);
    orders.set(supplier.id, supplierLines);
  }
  return orders;
}

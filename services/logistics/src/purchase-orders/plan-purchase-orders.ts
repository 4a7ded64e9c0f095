import type { Prisma, QuoteLine, Supplier } from "@atelier/db";
import { uuidFrom } from "@atelier/kit";
import { lineTotal, sumMoney } from "@atelier/money";
import { supplierMatcher } from "./supplier-of-line";

/** An approved item line, with what its room item says of its supplier. */
export type OrderableLine = QuoteLine & { roomItem: { supplierId: string | null; supplier: string | null } | null };

/** A draft order before it is numbered and written: its id, supplier, source quote, lines at cost and subtotal. */
export interface PlannedPurchaseOrder {
  id: string;
  supplierId: string;
  /** The one approved quote its lines come from; null for an order gathered from several. */
  quoteId: string | null;
  subtotal: string;
  lines: Array<Omit<Prisma.PurchaseOrderLineCreateManyInput, "purchaseOrderId"> & { lineTotal: string }>;
}

/**
 * One draft order per supplier of the lines, suppliers in the order their first line comes, each line at cost price
 * (unit cost × quantity). A line whose supplier is not one of the studio's active ones is on no order. An order's id
 * comes from `sourceId` and its supplier, so drafting the same source again plans the same orders.
 */
export function planPurchaseOrders(sourceId: string, lines: readonly OrderableLine[], suppliers: readonly Supplier[]): PlannedPurchaseOrder[] {
  const supplierOf = supplierMatcher(suppliers);
  const bySupplier = new Map<string, OrderableLine[]>();
  for (const line of lines) {
    const supplier = supplierOf({ supplierId: line.roomItem?.supplierId ?? null, supplierText: line.supplier ?? line.roomItem?.supplier ?? null });
    if (supplier) bySupplier.set(supplier.id, [...(bySupplier.get(supplier.id) ?? []), line]);
  }
  return [...bySupplier].map(([supplierId, supplierLines]) => {
    const orderLines = supplierLines.map((line, index) => ({
      quoteLineId: line.id,
      roomItemId: line.roomItemId,
      roomName: line.roomName,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unitCost,
      lineTotal: lineTotal(line.quantity, line.unitCost),
      sortOrder: index,
    }));
    const quoteIds = new Set(supplierLines.map((line) => line.quoteId));
    return {
      id: uuidFrom(`${sourceId}:purchase-order:${supplierId}`),
      supplierId,
      quoteId: quoteIds.size === 1 ? supplierLines[0]!.quoteId : null,
      subtotal: sumMoney(orderLines.map((line) => line.lineTotal)),
      lines: orderLines,
    };
  });
}

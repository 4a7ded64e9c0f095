import type { PurchaseOrder as PurchaseOrderResponse, PurchaseOrderLine as LineResponse, PurchaseOrderSummary } from "@atelier/contracts";
import type { PurchaseOrder, PurchaseOrderLine, Supplier } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

export type PurchaseOrderWithSupplier = PurchaseOrder & { supplier: Pick<Supplier, "id" | "name" | "email">; _count: { lines: number } };
export type PurchaseOrderWithLines = PurchaseOrderWithSupplier & { lines: PurchaseOrderLine[] };

/** What every answer about an order reads with it. */
export const purchaseOrderInclude = { supplier: { select: { id: true, name: true, email: true } }, _count: { select: { lines: true } } } as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPurchaseOrderSummary(order: PurchaseOrderWithSupplier): PurchaseOrderSummary {
  return {
    id: order.id,
    projectId: order.projectId,
    quoteId: order.quoteId,
    number: order.number,
    status: order.status,
    supplier: order.supplier,
    subtotal: toMoneyString(order.subtotal),
    lineCount: order._count.lines,
    sentAt: iso(order.sentAt),
    sentTo: order.sentTo,
    sendFailedReason: order.sendFailedReason,
    acknowledgedAt: iso(order.acknowledgedAt),
    receivedAt: iso(order.receivedAt),
    cancelledAt: iso(order.cancelledAt),
    createdAt: order.createdAt.toISOString(),
  };
}

/** What an order's line and a line still to order both say of the thing ordered. */
export function orderedThing(line: Pick<PurchaseOrderLine, "roomItemId" | "roomName" | "name" | "quantity" | "unit" | "unitCost">) {
  return {
    roomItemId: line.roomItemId,
    roomName: line.roomName,
    name: line.name,
    quantity: line.quantity.toNumber(),
    unit: line.unit,
    unitCost: toMoneyString(line.unitCost),
  };
}

function toLineResponse(line: PurchaseOrderLine): LineResponse {
  return {
    id: line.id,
    quoteLineId: line.quoteLineId,
    ...orderedThing(line),
    lineTotal: toMoneyString(line.lineTotal),
    quantityReceived: line.quantityReceived.toNumber(),
  };
}

export function toPurchaseOrderResponse(order: PurchaseOrderWithLines): PurchaseOrderResponse {
  return { ...toPurchaseOrderSummary(order), lines: order.lines.map(toLineResponse) };
}

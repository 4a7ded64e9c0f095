import type { Prisma, Room, RoomItem } from "@atelier/db";
import { lineTotal, unitCostOfLine, unitPriceFromCost } from "@atelier/money";

export type RoomWithQuotedItems = Pick<Room, "name"> & { items: RoomItem[] };

/**
 * A draft's lines from a project's rooms, in room order and each room's item order: an item's unit cost
 * is its supplier quote, else its cost estimate (both for the whole line), divided by its quantity; the
 * unit price adds the markup; the line total is quantity × unit price. Cancelled items are left out.
 */
export function draftLinesOf(rooms: readonly RoomWithQuotedItems[], markupPercent: Prisma.Decimal): Omit<Prisma.QuoteLineCreateManyInput, "quoteId">[] {
  const items = rooms.flatMap((room) => room.items.filter((item) => item.status !== "cancelled").map((item) => ({ room, item })));
  return items.map(({ room, item }, index) => {
    const unitCost = unitCostOfLine(item.supplierQuote ?? item.costEstimate, item.quantity);
    const unitPrice = unitPriceFromCost(unitCost, markupPercent);
    return {
      kind: "item",
      roomItemId: item.id,
      roomName: room.name,
      name: item.name,
      category: item.category,
      quantity: item.quantity,
      unit: item.unit,
      unitCost,
      markupPercent,
      unitPrice,
      lineTotal: lineTotal(item.quantity, unitPrice),
      supplier: item.supplier,
      sortOrder: index,
    };
  });
}

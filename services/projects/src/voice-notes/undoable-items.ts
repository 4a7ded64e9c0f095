import type { UndoKeptReason } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";

/**
 * A voice note's item that undoing the note's items removes: as the AI added it (no designer has saved a
 * change), and on no quote or purchase order, whose lines would lose the item they were made from.
 */
export const UNDOABLE_ITEM = { editedAt: null, quoteLines: { none: {} }, purchaseOrderLines: { none: {} } } satisfies Prisma.RoomItemWhereInput;

/** What keptReasonOf reads of an item. */
export const KEPT_REASON_FIELDS = { editedAt: true, _count: { select: { quoteLines: true, purchaseOrderLines: true } } } satisfies Prisma.RoomItemSelect;

interface ItemWithLines {
  editedAt: Date | null;
  _count: { quoteLines: number; purchaseOrderLines: number };
}

/** Why undoing keeps the item (UNDOABLE_ITEM read the other way round), the weightiest reason first; null when it goes. */
export function keptReasonOf(item: ItemWithLines): UndoKeptReason | null {
  if (item._count.purchaseOrderLines > 0) return "ordered";
  if (item._count.quoteLines > 0) return "quoted";
  return item.editedAt ? "edited" : null;
}

/** The counts a voice note is answered with: the items it added, and those undoing would still remove. */
export function itemCountsOf(items: ItemWithLines[]): { itemCount: number; undoableItemCount: number } {
  return { itemCount: items.length, undoableItemCount: items.filter((item) => keptReasonOf(item) === null).length };
}

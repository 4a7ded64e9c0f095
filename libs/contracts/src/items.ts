import { z } from "zod";
import { dateOnly, money, moneyInput, optionalText, optionalWebUrl, requiredText } from "./fields";
import { steppedNumber, wholeNumber } from "./numbers";

export const ITEM_UNITS = ["each", "set", "pair", "meters"] as const;
export const ITEM_CATEGORIES = ["furniture", "lighting", "textiles", "accessories", "art"] as const;
export const ITEM_STATUSES = ["ordered", "in_transit", "delivered", "installed", "cancelled"] as const;

const quantity = steppedNumber("Quantity", 0.01, 99_999).refine((value) => value === null || value > 0, "Quantity must be more than 0");

/** A room item's rules, shared by adding, editing and the items a voice note brings. */
export const itemFields = {
  name: requiredText("Item name is required", 200),
  quantity: quantity.transform((value) => value ?? 1),
  unit: z.enum(ITEM_UNITS),
  category: z.enum(ITEM_CATEGORIES).nullable(),
  color: optionalText(100),
  material: optionalText(100),
  size: optionalText(100),
  specifications: optionalText(),
  /** The estimated cost of the whole line (all of its quantity), as the room's Estimated Total sums it. */
  costEstimate: moneyInput("Cost estimate"),
  /** The supplier's price for the whole line, like the cost estimate. */
  supplierQuote: moneyInput("Supplier quote").nullable(),
  supplier: optionalText(200),
  leadTime: wholeNumber("Lead time", 0, 3650),
  eta: dateOnly("ETA").nullable(),
  purchaseOrder: optionalText(100),
  status: z.enum(ITEM_STATUSES).nullable(),
  imageUrl: optionalWebUrl(2000),
  thumbnailUrl: optionalWebUrl(2000),
};

/** Adding an item (spec section 5): defaults quantity 1, unit each, cost 0. */
export const createItemRequestSchema = z.object({
  ...itemFields,
  quantity: itemFields.quantity.default(1),
  unit: itemFields.unit.default("each"),
  category: itemFields.category.optional(),
  costEstimate: itemFields.costEstimate.default("0.00"),
  supplierQuote: itemFields.supplierQuote.optional(),
  leadTime: itemFields.leadTime.optional(),
  eta: itemFields.eta.optional(),
  status: itemFields.status.optional(),
  color: itemFields.color.optional(),
  material: itemFields.material.optional(),
  size: itemFields.size.optional(),
  specifications: itemFields.specifications.optional(),
  supplier: itemFields.supplier.optional(),
  /** One of the studio's suppliers, whose purchase order the item goes on once approved; absent, the one named. */
  supplierId: z.uuid({ error: "Choose one of the studio's suppliers" }).nullish(),
  purchaseOrder: itemFields.purchaseOrder.optional(),
  imageUrl: itemFields.imageUrl.optional(),
  thumbnailUrl: itemFields.thumbnailUrl.optional(),
});
export type CreateItemRequest = z.input<typeof createItemRequestSchema>;

/** Editing an item: the fields sent are changed, the rest kept. */
export const updateItemRequestSchema = z
  .object({
    ...itemFields,
    /** One of the studio's suppliers, whose purchase order the item goes on once approved; null unlinks it. */
    supplierId: z.uuid({ error: "Choose one of the studio's suppliers" }).nullable(),
  })
  .partial();
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

export const roomItemSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(ITEM_UNITS),
  category: z.enum(ITEM_CATEGORIES).nullable(),
  color: z.string().nullable(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  specifications: z.string().nullable(),
  /**
   * Both for the whole line, as itemFields says: never multiply them by the quantity. What the studio pays: absent
   * for a member who may not see costs (a viewer, or a designer where the studio keeps costs from designers).
   */
  costEstimate: money.optional(),
  supplierQuote: money.nullable().optional(),
  supplier: z.string().nullable(),
  supplierId: z.uuid().nullable(),
  leadTime: z.number().nullable(),
  eta: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  status: z.enum(ITEM_STATUSES).nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  source: z.enum(["manual", "voice", "sample"]),
  /** The extractor's confidence, 0 to 1, for an item a voice note added; null otherwise. */
  aiConfidence: z.number().nullable(),
  /** The voice note that added the item, while it keeps it. */
  voiceNoteId: z.uuid().nullable(),
  /** The cost estimate is still the price catalogue's, as the extractor priced it, not a designer's. */
  costFromCatalogue: z.boolean(),
  /** The ETA has passed and the item is neither delivered nor cancelled. */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomItem = z.infer<typeof roomItemSchema>;

/** What an item is beyond its name: colour, material and size joined on one line, then the free-text specifications. */
export function specificationLines(item: { color: string | null; material: string | null; size: string | null; specifications: string | null }): string[] {
  const attributes = [item.color, item.material, item.size].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  const lines = attributes.length > 0 ? [attributes.join(", ")] : [];
  if (item.specifications?.trim()) lines.push(item.specifications.trim());
  return lines;
}

/** An item's specification lines on one line, as a document prints them under the item's name; null with none (or no item). */
export function specificationText(item: Parameters<typeof specificationLines>[0] | null): string | null {
  return (item && specificationLines(item).join(" · ")) || null;
}

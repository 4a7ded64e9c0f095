import type { ITEM_CATEGORIES, ITEM_UNITS } from "@atelier/contracts";

export type ItemUnit = (typeof ITEM_UNITS)[number];
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** One item heard in a site-visit narration (spec section 3, "Extracted item"). */
export interface ExtractedItem {
  name: string;
  quantity: number;
  unit: ItemUnit;
  material: string | null;
  color: string | null;
  size: string | null;
  specifications: string | null;
  category: ItemCategory;
  /** Whole line (quantity × unit price) as a decimal string, from the price catalogue. */
  estimatedCost: string;
  /** 0..1; only items above 0.8 are saved without the designer confirming them (spec section 5). */
  confidence: number;
}

export interface ExtractionContext {
  roomName?: string;
  /** The names of the room's items so far, whose capitalisation the new names follow. */
  itemNames?: readonly string[];
}

export interface ExtractionResult {
  items: ExtractedItem[];
}

import type { ITEM_CATEGORIES, ITEM_UNITS } from "@atelier/contracts";
import type { HeardWord } from "../transcription/heard-word";

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
  /**
   * 0..1, from how surely the item was read and how surely its words were heard; only items above 0.8
   * are saved without the designer confirming them (spec section 5).
   */
  confidence: number;
}

export interface ExtractionContext {
  roomName?: string;
  /** The names of the room's items so far, whose capitalisation the new names follow. */
  itemNames?: readonly string[];
  /**
   * The transcript word by word as the recogniser heard it, with its confidence in each. Left out for
   * typed text, whose words are as sure as the person who typed them.
   */
  heardWords?: readonly HeardWord[];
}

export interface ExtractionResult {
  items: ExtractedItem[];
}

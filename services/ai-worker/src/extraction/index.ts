export { extractItems } from "./extract-items";
export type { ExtractedItem, ExtractionContext, ExtractionResult, ItemCategory, ItemUnit } from "./types";

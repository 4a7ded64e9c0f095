/** An item as the extractor hands it over, to build voice-note bodies from. */
export const extractedItem = (name: string, confidence: number) => ({
  name,
  quantity: 2,
  unit: "each",
  material: "oak",
  color: "natural",
  size: null,
  specifications: null,
  category: "furniture",
  estimatedCost: "13000.00",
  confidence,
});

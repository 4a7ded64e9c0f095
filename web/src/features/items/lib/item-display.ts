import type { RoomItem } from "@atelier/contracts";

/** "2 pair"; an item without a unit is counted in pieces (spec section 3). */
export function formatQuantity(quantity: number, unit: string | null | undefined): string {
  return `${quantity} ${unit || "pieces"}`;
}

/** The Specifications column: colour, material and size joined on one line, then the free-text specifications. */
export function specificationLines(item: Pick<RoomItem, "color" | "material" | "size" | "specifications">): string[] {
  const attributes = [item.color, item.material, item.size].filter((part): part is string => Boolean(part?.trim()));
  const lines = attributes.length > 0 ? [attributes.join(", ")] : [];
  if (item.specifications?.trim()) lines.push(item.specifications.trim());
  return lines;
}

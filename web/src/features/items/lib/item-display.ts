/** "2 pair"; an item without a unit is counted in pieces (spec section 3). */
export function formatQuantity(quantity: number, unit: string | null | undefined): string {
  return `${quantity} ${unit || "pieces"}`;
}

/** A production item's SKU: its quote's number and the line's place among the quote's item lines, "Q-2026-0007-03". */
export const productionSku = (quoteNumber: string, position: number): string => `${quoteNumber}-${String(position).padStart(2, "0")}`;

/** Where the item's QR label leads: its row on the project's Production tab. */
export const productionItemPath = (projectId: string, itemId: string): string => `/projects/${projectId}/production#item-${itemId}`;

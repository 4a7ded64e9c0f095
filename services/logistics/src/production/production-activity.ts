import type { ProductionItem } from "@atelier/db";

/** "Q-2026-0003-01 Oak dining table": a production item by its SKU (when it has one) and name. */
export const productionRecord = (item: Pick<ProductionItem, "id" | "sku" | "name">) => ({
  type: "production" as const,
  id: item.id,
  label: item.sku ? `${item.sku} ${item.name}` : item.name,
});

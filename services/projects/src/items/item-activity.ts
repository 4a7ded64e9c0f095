import type { RoomItem } from "@atelier/db";
import { choice, money, type FieldShown } from "@atelier/kit";

/** The item's fields whose changes its activity shows (its cost fields only to those who may see costs). */
export const ITEM_FIELDS: Partial<Record<keyof RoomItem, FieldShown>> = {
  name: "Name",
  quantity: "Quantity",
  unit: choice("Unit"),
  category: choice("Category"),
  color: "Colour",
  material: "Material",
  size: "Size",
  specifications: "Specifications",
  costEstimate: money("Cost estimate"),
  supplierQuote: money("Supplier quote"),
  supplier: "Supplier",
  leadTime: "Lead time (days)",
  eta: "ETA",
  status: choice("Status"),
};

export const itemRecord = (item: Pick<RoomItem, "id" | "name">) => ({ type: "item" as const, id: item.id, label: item.name });

import type { RoomItem as RoomItemResponse } from "@atelier/contracts";
import { toDateOnly, type RoomItem } from "@atelier/db";
import { toMoneyString } from "@atelier/money";
import { toMoney, toNumber } from "../db-values";

const ARRIVED_OR_CANCELLED: readonly (RoomItem["status"])[] = ["delivered", "installed", "cancelled"];

/** Past its ETA (a date before `today`, the studio's date) and neither arrived nor cancelled. */
export function isOverdue(item: Pick<RoomItem, "eta" | "status">, today: string): boolean {
  if (!item.eta || ARRIVED_OR_CANCELLED.includes(item.status)) return false;
  return toDateOnly(item.eta)! < today;
}

/**
 * The item as the API answers it; `today` is the studio's date (studioToday), which it is overdue against. Its cost
 * estimate and supplier quote are what the studio pays: left out for a caller who may not see costs.
 */
export function toItemResponse(item: RoomItem, today: string, seesCosts: boolean): RoomItemResponse {
  return {
    id: item.id,
    roomId: item.roomId,
    name: item.name,
    quantity: item.quantity.toNumber(),
    unit: item.unit,
    category: item.category,
    color: item.color,
    material: item.material,
    size: item.size,
    specifications: item.specifications,
    ...(seesCosts && { costEstimate: toMoneyString(item.costEstimate), supplierQuote: toMoney(item.supplierQuote) }),
    supplier: item.supplier,
    supplierId: item.supplierId,
    leadTime: item.leadTime,
    eta: toDateOnly(item.eta),
    purchaseOrder: item.purchaseOrder,
    status: item.status,
    imageUrl: item.imageUrl,
    thumbnailUrl: item.thumbnailUrl,
    source: item.source,
    aiConfidence: toNumber(item.aiConfidence),
    voiceNoteId: item.voiceNoteId,
    costFromCatalogue: item.costFromCatalogue,
    overdue: isOverdue(item, today),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

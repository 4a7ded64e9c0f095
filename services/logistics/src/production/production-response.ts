import { PRODUCTION_DONE_STATUSES, type ProductionItem as ProductionItemResponse } from "@atelier/contracts";
import { toDateOnly, type ProductionItem } from "@atelier/db";
import { itemWhereabouts, type ItemTrail } from "./item-whereabouts";

export interface ProductionItemWithTrail {
  item: ProductionItem;
  roomItemId: string | null;
  roomName: string | null;
  trail: ItemTrail;
}

/** Past its estimated completion (a date before `today`, in the studio's time) and not yet made. */
export const isOverdue = (item: Pick<ProductionItem, "estimatedCompletion" | "status">, today: string): boolean =>
  item.estimatedCompletion !== null && toDateOnly(item.estimatedCompletion) < today && !PRODUCTION_DONE_STATUSES.includes(item.status);

export function toProductionItemResponse({ item, roomItemId, roomName, trail }: ProductionItemWithTrail, today: string): ProductionItemResponse {
  return {
    id: item.id,
    projectId: item.projectId,
    quoteLineId: item.quoteLineId,
    roomItemId,
    roomName,
    name: item.name,
    sku: item.sku,
    quantity: item.quantity.toNumber(),
    status: item.status,
    estimatedCompletion: toDateOnly(item.estimatedCompletion),
    overdue: isOverdue(item, today),
    qrCode: item.qrCode,
    whereabouts: itemWhereabouts(trail),
    updatedAt: item.updatedAt.toISOString(),
  };
}

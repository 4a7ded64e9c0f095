import type { deliveryCompletedEvent, deliveryInTransitEvent, installationCompletedEvent, purchaseOrderCancelledEvent, purchaseOrderSentEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { advanceRoomItems } from "../item-progress/advance-room-items";
import { unorderRoomItems } from "../item-progress/unorder-room-items";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** The order's items are ordered, under its number, expected when their production is: one move per expected date. */
export const markItemsOrdered =
  (deps: ProjectsWorkerDeps): JobHandler<typeof purchaseOrderSentEvent.payload> =>
  async ({ projectId, studioId, number, sentAt, items }) => {
    const byEta = new Map<string | null, string[]>();
    for (const { roomItemId, eta } of items) byEta.set(eta, [...(byEta.get(eta) ?? []), roomItemId]);
    let moved = 0;
    for (const [eta, ids] of byEta) {
      const data = { purchaseOrder: number, ...(eta ? { eta: new Date(`${eta}T00:00:00Z`) } : {}) };
      moved += (await advanceRoomItems(deps, { projectId, studioId, items: { id: { in: ids } }, to: "ordered", at: new Date(sentAt), data })).moved;
    }
    return { moved };
  };

/** A cancelled order's items that had got no further than ordered are to be ordered again. */
export const markItemsUnordered =
  (deps: ProjectsWorkerDeps): JobHandler<typeof purchaseOrderCancelledEvent.payload> =>
  ({ projectId, studioId, number, roomItemIds }) =>
    unorderRoomItems(deps, { projectId, studioId, number, roomItemIds });

export const markItemsInTransit =
  (deps: ProjectsWorkerDeps): JobHandler<typeof deliveryInTransitEvent.payload> =>
  ({ projectId, studioId, roomItemIds, at }) =>
    advanceRoomItems(deps, { projectId, studioId, items: { id: { in: roomItemIds } }, to: "in_transit", at: new Date(at) });

export const markItemsDelivered =
  (deps: ProjectsWorkerDeps): JobHandler<typeof deliveryCompletedEvent.payload> =>
  ({ projectId, studioId, roomItemIds, deliveredAt }) =>
    advanceRoomItems(deps, { projectId, studioId, items: { id: { in: roomItemIds } }, to: "delivered", at: new Date(deliveredAt) });

/** Installations name no items: what the project had delivered by the time it was done is installed. */
export const markItemsInstalled =
  (deps: ProjectsWorkerDeps): JobHandler<typeof installationCompletedEvent.payload> =>
  ({ projectId, studioId, completedAt }) =>
    advanceRoomItems(deps, { projectId, studioId, items: { status: "delivered", deliveredAt: { lte: new Date(completedAt) } }, to: "installed", at: new Date(completedAt) });

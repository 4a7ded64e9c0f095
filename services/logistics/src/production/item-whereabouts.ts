import { ITEM_STAGES, type ItemStage, type ItemWhereabouts } from "@atelier/contracts";
import type { RoomItem } from "@atelier/db";

/**
 * What is known of one production item's way to the client: its quote's approval, and its room item's
 * progress, the one record of it, which the projects service moves on as logistics' events arrive
 * (purchase order sent, delivery in transit and completed, installation completed).
 */
export interface ItemTrail {
  approvedAt: Date | null;
  roomItem: Pick<RoomItem, "status" | "orderedAt" | "inTransitAt" | "deliveredAt" | "installedAt"> | null;
}

const isStage = (status: string | null | undefined): status is ItemStage => (ITEM_STAGES as readonly (string | null | undefined)[]).includes(status);

/** The furthest stage the item reached (approved until its room item is ordered, and for a cancelled one) and the date of each stage. */
export function itemWhereabouts({ approvedAt, roomItem }: ItemTrail): ItemWhereabouts {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    stage: isStage(roomItem?.status) ? roomItem.status : "approved",
    dates: {
      approved: iso(approvedAt),
      ordered: iso(roomItem?.orderedAt),
      in_transit: iso(roomItem?.inTransitAt),
      delivered: iso(roomItem?.deliveredAt),
      installed: iso(roomItem?.installedAt),
    },
  };
}

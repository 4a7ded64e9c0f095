import type { PrismaClient } from "@atelier/db";
import type { ProjectChanges } from "@atelier/kit";

export interface CancelledOrder {
  projectId: string;
  studioId: string;
  /** The order's number, as its items carry it. */
  number: string;
  roomItemIds: readonly string[];
}

/**
 * The items of a cancelled order that are still only ordered under its number are not ordered any more:
 * no status, order date or order number, so the approved line is to be ordered again. An item that moved on
 * (in transit, delivered) or went onto another order since is left alone, and a second delivery of the
 * event finds nothing left to change.
 */
export async function unorderRoomItems({ prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges }, order: CancelledOrder): Promise<{ unordered: number }> {
  const { projectId, studioId, number, roomItemIds } = order;
  const { count } = await prisma.roomItem.updateMany({
    where: { id: { in: [...roomItemIds] }, status: "ordered", purchaseOrder: number, room: { projectId, project: { studioId } } },
    data: { status: null, orderedAt: null, purchaseOrder: null },
  });
  if (count > 0) {
    changes.announce(projectId, "items");
    changes.announce(projectId, "productions");
  }
  return { unordered: count };
}

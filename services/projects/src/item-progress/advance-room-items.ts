import type { Prisma, PrismaClient } from "@atelier/db";
import type { ProjectChanges } from "@atelier/kit";
import { REACHED_AT, stagesBehind, stagesReached, type ItemProgressStatus } from "./progress-stages";

export interface ItemProgress {
  projectId: string;
  studioId: string;
  /** Which of the project's items the event names. */
  items: Prisma.RoomItemWhereInput;
  to: ItemProgressStatus;
  at: Date;
  /** What else an item that moves takes on (its purchase order's number, its eta). */
  data?: Prisma.RoomItemUpdateManyMutationInput;
}

/**
 * Moves the named items of the studio's project forward to `to`, dated `at`: only items behind it (or not
 * yet ordered), so an event heard late never moves an item back, and one heard twice changes nothing
 * the second time. An item there already or further along without the stage's date gets it (an order
 * marked sent after its delivery, a status a designer typed), so every reached stage is dated. The
 * project's pages are told when anything changed.
 */
export async function advanceRoomItems({ prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges }, progress: ItemProgress): Promise<{ moved: number }> {
  const { projectId, studioId, items, to, at, data = {} } = progress;
  const named: Prisma.RoomItemWhereInput = { AND: [items, { room: { projectId, project: { studioId } } }] };
  const reachedAt = REACHED_AT[to];
  const [moved, dated] = await prisma.$transaction([
    prisma.roomItem.updateMany({ where: { AND: [named, { OR: [{ status: null }, { status: { in: stagesBehind(to) } }] }] }, data: { ...data, status: to, [reachedAt]: at } }),
    prisma.roomItem.updateMany({ where: { AND: [named, { [reachedAt]: null, status: { in: stagesReached(to) } }] }, data: { [reachedAt]: at } }),
  ]);
  if (moved.count + dated.count > 0) {
    changes.announce(projectId, "items");
    changes.announce(projectId, "productions");
  }
  return { moved: moved.count };
}

import type { PrismaClient } from "@atelier/db";
import { notFound } from "@atelier/kit";

/** An item in a room of the caller's studio; another studio's item is as unknown as a missing one. */
export async function findStudioItem(prisma: PrismaClient, studioId: string, itemId: string) {
  const item = await prisma.roomItem.findFirst({ where: { id: itemId, room: { project: { studioId } } } });
  if (!item) throw notFound("Item not found");
  return item;
}

import type { PrismaClient } from "@atelier/db";
import { notFound } from "@atelier/kit";

/** A room in a project of the caller's studio; another studio's room is as unknown as a missing one. */
export async function findStudioRoom(prisma: PrismaClient, studioId: string, roomId: string) {
  const room = await prisma.room.findFirst({ where: { id: roomId, project: { studioId } } });
  if (!room) throw notFound("Room not found");
  return room;
}

import type { PrismaClient } from "@atelier/db";

/** The names of the room's latest items (read only: the projects service owns them), whose style new names follow. */
export async function roomItemNames(prisma: PrismaClient, roomId: string): Promise<string[]> {
  const items = await prisma.roomItem.findMany({ where: { roomId }, select: { name: true }, orderBy: { createdAt: "desc" }, take: 50 });
  return items.map((item) => item.name);
}

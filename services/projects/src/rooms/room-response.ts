import type { Room as RoomResponse } from "@atelier/contracts";
import type { PrismaClient, Room } from "@atelier/db";
import { toMoneyString } from "@atelier/money";
import { toNumber } from "../db-values";

/** Rooms with their item count, estimated total (for one who `seesCosts`) and number of AI designs, in two grouped queries. */
export async function toRoomResponses(prisma: PrismaClient, rooms: Room[], seesCosts: boolean): Promise<RoomResponse[]> {
  const roomIds = rooms.map((room) => room.id);
  const [items, images] = await Promise.all([
    prisma.roomItem.groupBy({ by: ["roomId"], where: { roomId: { in: roomIds } }, _count: { _all: true }, _sum: { costEstimate: true } }),
    prisma.image.groupBy({ by: ["roomId"], where: { roomId: { in: roomIds }, type: "generated" }, _count: { _all: true } }),
  ]);
  const itemsByRoom = new Map(items.map((group) => [group.roomId, group]));
  const imagesByRoom = new Map(images.map((group) => [group.roomId, group._count._all]));
  return rooms.map((room) => ({
    id: room.id,
    projectId: room.projectId,
    name: room.name,
    description: room.description,
    dimensions: room.dimensions,
    floorArea: toNumber(room.floorArea),
    itemCount: itemsByRoom.get(room.id)?._count._all ?? 0,
    ...(seesCosts && { estimatedTotal: toMoneyString(itemsByRoom.get(room.id)?._sum.costEstimate ?? 0) }),
    generatedImageCount: imagesByRoom.get(room.id) ?? 0,
    sample: room.sample,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
  }));
}

export async function toRoomResponse(prisma: PrismaClient, room: Room, seesCosts: boolean): Promise<RoomResponse> {
  const [response] = await toRoomResponses(prisma, [room], seesCosts);
  return response!;
}

import { roomRequestSchema } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function updateRoom({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Room> {
  return async (req, res, { record: room }) => {
    const input = parseInput(roomRequestSchema, req.body);
    const updated = await prisma.room.update({ where: { id: room.id }, data: input });
    res.json(await toRoomResponse(prisma, updated));
  };
}

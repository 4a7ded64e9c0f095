import { roomRequestSchema } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toRoomResponse } from "./room-response";

export function updateRoom({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Room> {
  return async (req, res, { record: room }) => {
    const input = parseInput(roomRequestSchema, req.body);
    const updated = await prisma.room.update({ where: { id: room.id }, data: input });
    changes.announce(room.projectId, "rooms", room.id);
    res.json(await toRoomResponse(prisma, updated));
  };
}

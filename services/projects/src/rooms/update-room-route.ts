import { roomRequestSchema } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toRoomResponse } from "./room-response";
import { updateRoom } from "./update-room";

/** PUT /api/rooms/:id: the room after the change. */
export function updateRoomRoute(deps: ProjectsDeps): AccessHandler<Staff, Room> {
  return async (req, res, { record: room }) => {
    const updated = await updateRoom(deps, room, parseInput(roomRequestSchema, req.body));
    res.json(await toRoomResponse(deps.prisma, updated));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toRoomResponse } from "./room-response";
import { updateRoom } from "./update-room";

/** PUT /api/rooms/:id: the room after the change. */
export function updateRoomRoute(deps: ProjectsDeps): RouteHandler<Endpoints["updateRoom"], Staff, Room> {
  return async (_req, res, { caller, record: room, body, seesCosts }) => {
    const updated = await updateRoom(deps, caller.studioId, room, body);
    res.json(await toRoomResponse(deps.prisma, updated, await seesCosts()));
  };
}

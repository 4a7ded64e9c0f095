import type { Room } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { deleteRoom } from "./delete-room";

/** DELETE /api/rooms/:id: 204. */
export function deleteRoomRoute(deps: MediaDeps): AccessHandler<Staff, Room> {
  return async (_req, res, { caller: { studioId }, record: room }) => {
    await deleteRoom(deps, studioId, room);
    res.status(204).end();
  };
}

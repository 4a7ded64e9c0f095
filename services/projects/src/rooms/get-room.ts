import type { RequestHandler } from "express";
import { idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { findStudioRoom } from "./find-room";
import { toRoomResponse } from "./room-response";

export function getRoom({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    res.json(await toRoomResponse(prisma, room));
  };
}

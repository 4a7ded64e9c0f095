import type { RequestHandler } from "express";
import { findStudioRoom, idParam, type ServiceDeps, staffOf } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function getRoom({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    res.json(await toRoomResponse(prisma, room));
  };
}

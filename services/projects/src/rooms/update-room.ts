import type { RequestHandler } from "express";
import { roomRequestSchema } from "@atelier/contracts";
import { findStudioRoom, idParam, parseInput, type ServiceDeps, staffOf } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function updateRoom({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    const input = parseInput(roomRequestSchema, req.body);
    const updated = await prisma.room.update({ where: { id: room.id }, data: input });
    res.json(await toRoomResponse(prisma, updated));
  };
}

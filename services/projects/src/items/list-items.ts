import type { RequestHandler } from "express";
import { idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { findStudioRoom } from "../rooms/find-room";
import { toItemResponse } from "./item-response";

export function listItems({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.roomId, "Room"));
    const items = await prisma.roomItem.findMany({ where: { roomId: room.id }, orderBy: { createdAt: "asc" } });
    res.json(items.map(toItemResponse));
  };
}

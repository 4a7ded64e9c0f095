import type { RequestHandler } from "express";
import { idParam, notFound, staffOf, type ServiceDeps } from "@atelier/kit";
import { toItemResponse } from "./item-response";

/** The room's items, oldest first, read with the studio check in one query. */
export function listItems({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await prisma.room.findFirst({
      where: { id: idParam(req.params.roomId, "Room"), project: { studioId } },
      select: { items: { orderBy: { createdAt: "asc" } } },
    });
    if (!room) throw notFound("Room not found");
    res.json(room.items.map(toItemResponse));
  };
}

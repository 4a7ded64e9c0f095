import type { RequestHandler } from "express";
import { findStudioRoom, idParam, type ServiceDeps, staffOf } from "@atelier/kit";

/** Deletes the room with its items and voice notes; its images stay with the project. */
export function deleteRoom({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    await prisma.room.delete({ where: { id: room.id } });
    res.status(204).end();
  };
}

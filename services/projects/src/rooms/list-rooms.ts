import type { RequestHandler } from "express";
import { findStudioProject, idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { toRoomResponses } from "./room-response";

export function listRooms({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const rooms = await prisma.room.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "asc" } });
    res.json(await toRoomResponses(prisma, rooms));
  };
}

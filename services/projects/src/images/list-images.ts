import type { RequestHandler } from "express";
import { findStudioProject, findStudioRoom, idParam, staffOf, toImageResponse } from "@atelier/kit";
import type { MediaDeps } from "../config";

/** GET /api/projects/:id/images: the project's photos and generated images, newest first. */
export function listProjectImages({ prisma, storage }: MediaDeps): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const images = await prisma.image.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "desc" } });
    res.json(await Promise.all(images.map((image) => toImageResponse(storage, image))));
  };
}

/** GET /api/rooms/:id/images: the room's photos and generated images, newest first. */
export function listRoomImages({ prisma, storage }: MediaDeps): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    const images = await prisma.image.findMany({ where: { roomId: room.id }, orderBy: { createdAt: "desc" } });
    res.json(await Promise.all(images.map((image) => toImageResponse(storage, image))));
  };
}

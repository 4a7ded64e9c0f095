import type { Project, Room } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import { toImageResponse } from "./image-response";
import type { MediaDeps } from "../config";

/** GET /api/projects/:id/images: the project's photos and generated images, newest first. */
export function listProjectImages({ prisma, storage }: MediaDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const images = await prisma.image.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "desc" } });
    res.json(await Promise.all(images.map((image) => toImageResponse(storage, image))));
  };
}

/** GET /api/rooms/:id/images: the room's photos and generated images, newest first. */
export function listRoomImages({ prisma, storage }: MediaDeps): AccessHandler<Staff, Room> {
  return async (_req, res, { record: room }) => {
    const images = await prisma.image.findMany({ where: { roomId: room.id }, orderBy: { createdAt: "desc" } });
    res.json(await Promise.all(images.map((image) => toImageResponse(storage, image))));
  };
}

import type { RequestHandler } from "express";
import { roomRequestSchema } from "@atelier/contracts";
import { findStudioProject, idParam, parseInput, staffOf, type ServiceDeps } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function createRoom({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const input = parseInput(roomRequestSchema, req.body);
    const room = await prisma.room.create({ data: { ...input, projectId: project.id } });
    res.status(201).json(await toRoomResponse(prisma, room));
  };
}

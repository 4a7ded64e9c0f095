import type { RequestHandler } from "express";
import { generateImagesRequestSchema } from "@atelier/contracts";
import { enqueueJob, findStudioProject, findStudioRoom, idParam, parseInput, staffOf } from "@atelier/kit";
import { generateImagesJob } from "../jobs/definitions";
import type { AiRouteDeps } from "./ai-deps";

/** POST /api/rooms/:roomId/generate-images: concept visuals of the room, as a job. */
export function generateRoomImages({ prisma, queues }: AiRouteDeps): RequestHandler {
  return async (req, res) => {
    const { studioId, userId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.roomId, "Room"));
    const { roomDescription, stylePreferences } = parseInput(generateImagesRequestSchema, req.body);
    const jobId = await enqueueJob(prisma, queues, generateImagesJob, { studioId, userId, projectId: room.projectId }, {
      projectId: room.projectId,
      roomId: room.id,
      roomDescription,
      styles: stylePreferences,
    });
    res.status(202).json({ jobId });
  };
}

/** POST /api/projects/:projectId/generate-images: concept visuals of the whole project, as a job. */
export function generateProjectImages({ prisma, queues }: AiRouteDeps): RequestHandler {
  return async (req, res) => {
    const { studioId, userId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.projectId, "Project"));
    const { roomDescription, stylePreferences } = parseInput(generateImagesRequestSchema, req.body);
    const jobId = await enqueueJob(prisma, queues, generateImagesJob, { studioId, userId, projectId: project.id }, {
      projectId: project.id,
      roomId: null,
      roomDescription,
      styles: stylePreferences,
    });
    res.status(202).json({ jobId });
  };
}

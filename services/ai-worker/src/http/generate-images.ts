import { generateImagesRequestSchema } from "@atelier/contracts";
import type { Project, Room } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { generateImagesJob } from "../jobs/definitions";
import type { AiRouteDeps } from "./ai-deps";
import { startJob } from "./start-job";

/** POST /api/rooms/:roomId/generate-images: concept visuals of the room, as a job. */
export function generateRoomImages(deps: AiRouteDeps): AccessHandler<Staff, Room> {
  return async (req, res, { caller: { studioId, userId }, record: room }) => {
    const { roomDescription, stylePreferences } = parseInput(generateImagesRequestSchema, req.body);
    const jobId = await startJob(deps, generateImagesJob, { studioId, userId, projectId: room.projectId }, {
      projectId: room.projectId,
      roomId: room.id,
      roomDescription,
      styles: stylePreferences,
    });
    res.status(202).json({ jobId });
  };
}

/** POST /api/projects/:projectId/generate-images: concept visuals of the whole project, as a job. */
export function generateProjectImages(deps: AiRouteDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller: { studioId, userId }, record: project }) => {
    const { roomDescription, stylePreferences } = parseInput(generateImagesRequestSchema, req.body);
    const jobId = await startJob(deps, generateImagesJob, { studioId, userId, projectId: project.id }, {
      projectId: project.id,
      roomId: null,
      roomDescription,
      styles: stylePreferences,
    });
    res.status(202).json({ jobId });
  };
}

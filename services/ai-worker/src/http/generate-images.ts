import type { Endpoints } from "@atelier/contracts";
import type { Project, Room } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { generateImagesJob } from "../jobs/definitions";
import type { AiRouteDeps } from "./ai-deps";
import { startJob } from "./start-job";

/** POST /api/rooms/:roomId/generate-images: concept visuals of the room, as a job. */
export function generateRoomImages(deps: AiRouteDeps): RouteHandler<Endpoints["generateRoomImages"], Staff, Room> {
  return async (_req, res, { caller: { studioId, userId }, record: room, body: { roomDescription, stylePreferences } }) => {
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
export function generateProjectImages(deps: AiRouteDeps): RouteHandler<Endpoints["generateProjectImages"], Staff, Project> {
  return async (_req, res, { caller: { studioId, userId }, record: project, body: { roomDescription, stylePreferences } }) => {
    const jobId = await startJob(deps, generateImagesJob, { studioId, userId, projectId: project.id }, {
      projectId: project.id,
      roomId: null,
      roomDescription,
      styles: stylePreferences,
    });
    res.status(202).json({ jobId });
  };
}

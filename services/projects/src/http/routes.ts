import type { Router } from "express";
import { createObjectStorage, createUploadQuota, Queues, type ServiceDeps } from "@atelier/kit";
import { analyticsRoutes } from "../analytics/routes";
import type { ProjectsConfig } from "../config";
import { dashboardRoutes } from "../dashboard/routes";
import { imageRoutes } from "../images/routes";
import { itemRoutes } from "../items/routes";
import { meetingRoutes } from "../meetings/routes";
import { objectRoutes } from "../objects/routes";
import { projectRoutes } from "../projects/routes";
import { roomRoutes } from "../rooms/routes";
import { sampleDataRoutes } from "../sample-data/routes";
import { voiceNoteRoutes } from "../voice-notes/routes";

export { OBJECT_UPLOAD_PATHS as nonJsonPaths } from "../objects/routes";

/** Every route of the projects service, by domain. */
export function routes(router: Router, deps: ServiceDeps<ProjectsConfig>): void {
  const storage = createObjectStorage(deps.config);
  const media = { ...deps, storage, queues: new Queues(deps.redis), quota: createUploadQuota(deps.config, deps.redis, storage) };
  projectRoutes(router, deps);
  roomRoutes(router, deps, media);
  itemRoutes(router, deps);
  meetingRoutes(router, deps);
  dashboardRoutes(router, deps);
  analyticsRoutes(router, deps);
  sampleDataRoutes(router, deps);
  voiceNoteRoutes(router, media);
  objectRoutes(router, media);
  imageRoutes(router, media);
}

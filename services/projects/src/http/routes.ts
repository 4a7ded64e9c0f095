import type { Router } from "express";
import { createObjectStorage, createProjectChanges, createUploadQuota, declareRoutes, Queues, serviceOutbox, type ServiceDeps } from "@atelier/kit";
import { projectRecords } from "../access/records";
import { analyticsRoutes } from "../analytics/routes";
import type { ProjectsConfig } from "../config";
import { dashboardRoutes } from "../dashboard/routes";
import { imageRoutes } from "../images/routes";
import { itemRoutes } from "../items/routes";
import { meetingRoutes } from "../meetings/routes";
import { notificationRoutes } from "../notifications/routes";
import { objectRoutes } from "../objects/routes";
import { projectRoutes } from "../projects/routes";
import { roomRoutes } from "../rooms/routes";
import { sampleDataRoutes } from "../sample-data/routes";
import { searchRoutes } from "../search/routes";
import { timelineRoutes } from "../timeline/routes";
import { voiceNoteRoutes } from "../voice-notes/routes";

export { OBJECT_UPLOAD_PATHS as nonJsonPaths } from "../objects/routes";

/** Every route of the projects service, by domain, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<ProjectsConfig>): void {
  const deps = { ...service, changes: createProjectChanges(service.redis, service.logger) };
  const storage = createObjectStorage(deps.config);
  const queues = new Queues(deps.redis);
  const media = { ...deps, storage, queues, outbox: serviceOutbox(deps, queues), quota: createUploadQuota(deps.config, deps.redis, storage) };
  const declared = declareRoutes(router);
  const records = projectRecords(deps.prisma);
  projectRoutes(declared, records, deps);
  roomRoutes(declared, records, deps, media);
  itemRoutes(declared, records, deps);
  meetingRoutes(declared, records, media);
  timelineRoutes(declared, records, media);
  dashboardRoutes(declared, deps);
  analyticsRoutes(declared, deps);
  searchRoutes(declared, deps);
  notificationRoutes(declared, deps);
  sampleDataRoutes(declared, records, media);
  voiceNoteRoutes(declared, records, media);
  objectRoutes(declared, media);
  imageRoutes(declared, records, media);
}

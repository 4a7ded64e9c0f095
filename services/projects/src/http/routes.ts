import type { Router } from "express";
import { createUploadQuota, declareRoutes, routeDeps, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { projectRecords } from "../access/records";
import { activityRoutes } from "../activity/routes";
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
import { studioExportRoutes } from "../studio-export/routes";
import { studioImportRoutes } from "../studio-import/routes";
import { timelineRoutes } from "../timeline/routes";
import { timeRoutes } from "../time/routes";
import { voiceNoteRoutes } from "../voice-notes/routes";


/** Every route of the projects service, by domain, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<ProjectsConfig>): void {
  const deps = routeDeps(service);
  const media = { ...deps, quota: createUploadQuota(deps.config, deps.redis, deps.storage) };
  const declared = declareRoutes(router, studioPolicyReader(service.prisma));
  const records = projectRecords(deps.prisma);
  projectRoutes(declared, records, deps, media);
  roomRoutes(declared, records, deps, media);
  itemRoutes(declared, records, deps);
  meetingRoutes(declared, records, media);
  timelineRoutes(declared, records, media);
  timeRoutes(declared, records, deps);
  activityRoutes(declared, records, deps.prisma);
  studioExportRoutes(declared, records, deps);
  studioImportRoutes(declared, media);
  dashboardRoutes(declared, deps);
  analyticsRoutes(declared, deps);
  searchRoutes(declared, deps);
  notificationRoutes(declared, deps);
  sampleDataRoutes(declared, records, media);
  voiceNoteRoutes(declared, records, media);
  objectRoutes(declared, records, media);
  imageRoutes(declared, records, media);
}

import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { analyticsRoutes } from "../analytics/routes";
import { dashboardRoutes } from "../dashboard/routes";
import { itemRoutes } from "../items/routes";
import { meetingRoutes } from "../meetings/routes";
import { projectRoutes } from "../projects/routes";
import { roomRoutes } from "../rooms/routes";
import { sampleDataRoutes } from "../sample-data/routes";
import { voiceNoteRoutes } from "../voice-notes/routes";

/** Every route of the projects service, by domain. */
export function routes(router: Router, deps: ServiceDeps<unknown>): void {
  projectRoutes(router, deps);
  roomRoutes(router, deps);
  itemRoutes(router, deps);
  meetingRoutes(router, deps);
  dashboardRoutes(router, deps);
  analyticsRoutes(router, deps);
  sampleDataRoutes(router, deps);
  voiceNoteRoutes(router, deps);
}

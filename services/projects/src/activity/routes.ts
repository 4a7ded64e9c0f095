import { endpoints } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import { projectActivityRoute } from "./project-activity-route";
import { studioActivityRoute } from "./studio-activity-route";

/** The activity feed: a project's, and the studio's. */
export function activityRoutes(routes: DeclaredRoutes, records: ProjectRecords, prisma: PrismaClient): void {
  routes.serve(endpoints.projectActivity, staff(records.project), projectActivityRoute(prisma));
  routes.serve(endpoints.studioActivity, staff(), studioActivityRoute(prisma));
}

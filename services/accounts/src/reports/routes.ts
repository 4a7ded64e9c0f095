import { endpoints } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import { timeReportRoute } from "./time-report-route";

/** The studio's reports. */
export function reportRoutes(routes: DeclaredRoutes, prisma: PrismaClient): void {
  routes.serve(endpoints.timeReport, staff(), timeReportRoute(prisma));
}

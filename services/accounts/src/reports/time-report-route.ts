import type { Endpoints } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { timeReport } from "./time-report";

/** GET /api/reports/time: the studio's time and fees for a period. */
export function timeReportRoute(prisma: PrismaClient): RouteHandler<Endpoints["timeReport"], Staff, undefined> {
  return async (_req, res, { caller, query }) => {
    res.json(await timeReport(prisma, caller.studioId, query));
  };
}

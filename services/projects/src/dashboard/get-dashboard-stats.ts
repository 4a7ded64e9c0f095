import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { dashboardStats } from "./dashboard-stats";

export function getDashboardStats({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    res.json(await dashboardStats(prisma, studioId, new Date()));
  };
}

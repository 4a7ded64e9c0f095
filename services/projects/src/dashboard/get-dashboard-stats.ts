import type { RequestHandler } from "express";
import { staffOf, type ServiceDeps } from "@atelier/kit";
import { dashboardStats } from "./dashboard-stats";

export function getDashboardStats({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    res.json(await dashboardStats(prisma, studioId, new Date()));
  };
}

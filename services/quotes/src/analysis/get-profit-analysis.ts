import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { profitAnalysis } from "./profit-analysis";

/** GET /api/projects/:id/profit-analysis. */
export function getProfitAnalysis({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json(await profitAnalysis(prisma, project));
  };
}

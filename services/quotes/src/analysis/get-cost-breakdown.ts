import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { costBreakdown } from "./cost-breakdown";

/** GET /api/projects/:id/cost-breakdown. */
export function getCostBreakdown({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json(await costBreakdown(prisma, project));
  };
}

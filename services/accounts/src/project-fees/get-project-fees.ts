import type { Endpoints } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { projectFeeFigures } from "./project-fee-figures";

/** GET /api/projects/:id/fees: the project's fee basis and what of its fee is billed. */
export function getProjectFees(prisma: PrismaClient): RouteHandler<Endpoints["projectFees"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json(await projectFeeFigures(prisma, project.id));
  };
}

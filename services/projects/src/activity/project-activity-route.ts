import type { Endpoints } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { readActivity } from "./read-activity";

/** GET /api/projects/:id/activity: who changed what in the project, newest first. */
export function projectActivityRoute(prisma: PrismaClient): RouteHandler<Endpoints["projectActivity"], Staff, Project> {
  return async (_req, res, { caller: { studioId, role }, record: project, query, seesCosts }) => {
    res.json(await readActivity(prisma, { studioId, role, seesCosts: await seesCosts() }, { projectId: project.id }, query));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { readActivity } from "./read-activity";

/** GET /api/activity: who changed what across the studio, for its owner and admins. */
export function studioActivityRoute(prisma: PrismaClient): RouteHandler<Endpoints["studioActivity"], Staff, undefined> {
  return async (_req, res, { caller: { studioId, role }, query, seesCosts }) => {
    res.json(await readActivity(prisma, { studioId, role, seesCosts: await seesCosts() }, { projectId: null }, query));
  };
}

import { studioDay } from "@atelier/contracts";
import { studioTimeZoneOf, type Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { productionItemsOf } from "./production-items-of";
import { toProductionItemResponse } from "./production-response";

/** GET /api/projects/:id/productions: the project's production items, each with where it is. */
export function listProductionsRoute({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const today = studioDay(new Date(), await studioTimeZoneOf(prisma, project.studioId));
    res.json((await productionItemsOf(prisma, project.id)).map((item) => toProductionItemResponse(item, today)));
  };
}

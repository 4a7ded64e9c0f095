import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { productionItemsOf } from "./production-items-of";
import { toProductionItemResponse } from "./production-response";
import { studioDate } from "./studio-calendar";

/** GET /api/projects/:id/productions: the project's production items, each with where it is. */
export function listProductionsRoute({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const today = studioDate(new Date());
    res.json((await productionItemsOf(prisma, project.id)).map((item) => toProductionItemResponse(item, today)));
  };
}

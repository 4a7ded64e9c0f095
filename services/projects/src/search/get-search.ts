import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { searchStudio } from "./search-studio";

export function getSearch({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["search"], Staff, undefined> {
  return async (_req, res, { caller, query }) => {
    const { q } = query;
    res.json(await searchStudio(prisma, caller.studioId, q));
  };
}

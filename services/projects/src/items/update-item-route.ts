import type { Endpoints } from "@atelier/contracts";
import { studioToday, type RouteHandler, type Staff } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { toItemResponse } from "./item-response";
import { updateItem } from "./update-item";

/** PUT /api/items/:id: the item after the change. */
export function updateItemRoute(deps: ProjectsDeps): RouteHandler<Endpoints["updateItem"], Staff, ItemOfProject> {
  return async (_req, res, { caller, record: item, body, seesCosts }) => {
    const updated = await updateItem(deps, item, caller.studioId, body);
    res.json(toItemResponse(updated, await studioToday(deps.prisma, caller.studioId), await seesCosts()));
  };
}

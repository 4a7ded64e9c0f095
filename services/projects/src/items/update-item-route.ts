import { updateItemRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { toItemResponse } from "./item-response";
import { updateItem } from "./update-item";

/** PUT /api/items/:id: the item after the change. */
export function updateItemRoute(deps: ProjectsDeps): AccessHandler<Staff, ItemOfProject> {
  return async (req, res, { record: item }) => {
    const updated = await updateItem(deps, item, parseInput(updateItemRequestSchema, req.body));
    res.json(toItemResponse(updated));
  };
}

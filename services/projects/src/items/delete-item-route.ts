import type { AccessHandler, Staff } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { deleteItem } from "./delete-item";

/** DELETE /api/items/:id: 204. */
export function deleteItemRoute(deps: ProjectsDeps): AccessHandler<Staff, ItemOfProject> {
  return async (_req, res, { caller, record: item }) => {
    await deleteItem(deps, caller.studioId, item);
    res.status(204).end();
  };
}

import { updateItemRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";
import { toItemResponse } from "./item-response";

/** Changes the fields sent and keeps the rest. */
export function updateItem({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, ItemOfProject> {
  return async (req, res, { record: item }) => {
    const { eta, ...input } = parseInput(updateItemRequestSchema, req.body);
    const updated = await prisma.roomItem.update({ where: { id: item.id }, data: { ...input, eta: fromDateOnly(eta) } });
    changes.announce(item.room.projectId, "items", item.id);
    res.json(toItemResponse(updated));
  };
}

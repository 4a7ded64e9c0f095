import { updateItemRequestSchema } from "@atelier/contracts";
import type { RoomItem } from "@atelier/db";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { fromDateOnly } from "../db-values";
import { toItemResponse } from "./item-response";

/** Changes the fields sent and keeps the rest. */
export function updateItem({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, RoomItem> {
  return async (req, res, { record: item }) => {
    const { eta, ...input } = parseInput(updateItemRequestSchema, req.body);
    const updated = await prisma.roomItem.update({ where: { id: item.id }, data: { ...input, eta: fromDateOnly(eta) } });
    res.json(toItemResponse(updated));
  };
}

import type { RequestHandler } from "express";
import { updateItemRequestSchema } from "@atelier/contracts";
import { idParam, parseInput, staffOf, type ServiceDeps } from "@atelier/kit";
import { fromDateOnly } from "../db-values";
import { findStudioItem } from "./find-item";
import { toItemResponse } from "./item-response";

/** Changes the fields sent and keeps the rest. */
export function updateItem({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const item = await findStudioItem(prisma, studioId, idParam(req.params.id, "Item"));
    const { eta, ...input } = parseInput(updateItemRequestSchema, req.body);
    const updated = await prisma.roomItem.update({ where: { id: item.id }, data: { ...input, eta: fromDateOnly(eta) } });
    res.json(toItemResponse(updated));
  };
}

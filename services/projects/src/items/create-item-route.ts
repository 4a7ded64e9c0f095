import { createItemRequestSchema } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";
import { toItemResponse } from "./item-response";

export function createItem({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Room> {
  return async (req, res, { record: room }) => {
    const { eta, ...input } = parseInput(createItemRequestSchema, req.body);
    const item = await prisma.roomItem.create({ data: { ...input, eta: fromDateOnly(eta), roomId: room.id, source: "manual" } });
    changes.announce(room.projectId, "items", item.id);
    res.status(201).json(toItemResponse(item));
  };
}

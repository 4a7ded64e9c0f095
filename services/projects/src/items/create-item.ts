import type { RequestHandler } from "express";
import { createItemRequestSchema } from "@atelier/contracts";
import { findStudioRoom, idParam, parseInput, type ServiceDeps, staffOf } from "@atelier/kit";
import { fromDateOnly } from "../db-values";
import { toItemResponse } from "./item-response";

export function createItem({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.roomId, "Room"));
    const { eta, ...input } = parseInput(createItemRequestSchema, req.body);
    const item = await prisma.roomItem.create({ data: { ...input, eta: fromDateOnly(eta), roomId: room.id, source: "manual" } });
    res.status(201).json(toItemResponse(item));
  };
}

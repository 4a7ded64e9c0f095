import { createItemRequestSchema } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createItem } from "./create-item";
import { toItemResponse } from "./item-response";

/** POST /api/rooms/:roomId/items: 201 with the new item. */
export function createItemRoute(deps: ProjectsDeps): AccessHandler<Staff, Room> {
  return async (req, res, { record: room }) => {
    const item = await createItem(deps, room, parseInput(createItemRequestSchema, req.body));
    res.status(201).json(toItemResponse(item));
  };
}

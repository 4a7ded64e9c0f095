import type { Endpoints } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { studioToday, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createItem } from "./create-item";
import { toItemResponse } from "./item-response";

/** POST /api/rooms/:roomId/items: 201 with the new item. */
export function createItemRoute(deps: ProjectsDeps): RouteHandler<Endpoints["createItem"], Staff, Room> {
  return async (_req, res, { caller, record: room, body, seesCosts }) => {
    const item = await createItem(deps, room, caller.studioId, body);
    res.status(201).json(toItemResponse(item, await studioToday(deps.prisma, caller.studioId), await seesCosts()));
  };
}

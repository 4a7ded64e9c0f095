import type { Endpoints } from "@atelier/contracts";
import { studioToday, type RouteHandler, type Staff } from "@atelier/kit";
import type { RoomWithItems } from "../access/records";
import type { ProjectsDeps } from "../config";
import { toItemResponse } from "./item-response";

/** The room's items, oldest first, read with the studio check in one query (the route's record). */
export function listItems({ prisma }: Pick<ProjectsDeps, "prisma">): RouteHandler<Endpoints["roomItems"], Staff, RoomWithItems> {
  return async (_req, res, { caller, record: room, seesCosts }) => {
    const [today, costs] = await Promise.all([studioToday(prisma, caller.studioId), seesCosts()]);
    res.json(room.items.map((item) => toItemResponse(item, today, costs)));
  };
}

import { studioToday, type AccessHandler, type Staff } from "@atelier/kit";
import type { RoomWithItems } from "../access/records";
import type { ProjectsDeps } from "../config";
import { toItemResponse } from "./item-response";

/** The room's items, oldest first, read with the studio check in one query (the route's record). */
export function listItems({ prisma }: Pick<ProjectsDeps, "prisma">): AccessHandler<Staff, RoomWithItems> {
  return async (_req, res, { caller, record: room }) => {
    const today = await studioToday(prisma, caller.studioId);
    res.json(room.items.map((item) => toItemResponse(item, today)));
  };
}

import type { AccessHandler, Staff } from "@atelier/kit";
import type { RoomWithItems } from "../access/records";
import { toItemResponse } from "./item-response";

/** The room's items, oldest first, read with the studio check in one query (the route's record). */
export function listItems(): AccessHandler<Staff, RoomWithItems> {
  return (_req, res, { record: room }) => {
    res.json(room.items.map(toItemResponse));
  };
}

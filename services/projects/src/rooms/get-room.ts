import type { Room } from "@atelier/db";
import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function getRoom({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["room"], Staff, Room> {
  return async (_req, res, { record: room, seesCosts }) => {
    res.json(await toRoomResponse(prisma, room, await seesCosts()));
  };
}

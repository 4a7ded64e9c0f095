import type { Room } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function getRoom({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Room> {
  return async (_req, res, { record: room }) => {
    res.json(await toRoomResponse(prisma, room));
  };
}

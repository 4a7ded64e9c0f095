import { fieldChanges, recordActivity } from "@atelier/kit";
import type { Room } from "@atelier/db";
import type { ProjectsDeps } from "../config";
import type { RoomFields } from "./create-room";
import { ROOM_FIELDS, roomRecord } from "./room-activity";

/** Saves the room's name, description and size. */
export async function updateRoom({ prisma, changes }: ProjectsDeps, studioId: string, room: Room, input: RoomFields): Promise<Room> {
  const updated = await prisma.$transaction(async (tx) => {
    const saved = await tx.room.update({ where: { id: room.id }, data: input });
    await recordActivity(tx, { studioId, projectId: room.projectId, record: roomRecord(saved), action: "updated", changes: fieldChanges(room, saved, ROOM_FIELDS) });
    return saved;
  });
  changes.announce(room.projectId, "rooms", room.id);
  return updated;
}

import type { Room } from "@atelier/db";
import type { ProjectsDeps } from "../config";
import type { RoomFields } from "./create-room";

/** Saves the room's name, description and size. */
export async function updateRoom({ prisma, changes }: ProjectsDeps, room: Pick<Room, "id" | "projectId">, input: RoomFields): Promise<Room> {
  const updated = await prisma.room.update({ where: { id: room.id }, data: input });
  changes.announce(room.projectId, "rooms", room.id);
  return updated;
}

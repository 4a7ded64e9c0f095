import { fieldsSet, recordActivity } from "@atelier/kit";
import type { roomRequestSchema } from "@atelier/contracts";
import type { Project, Room } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { ROOM_FIELDS, roomRecord } from "./room-activity";

export type RoomFields = z.infer<typeof roomRequestSchema>;

/** A new room in the project. */
export async function createRoom({ prisma, changes }: ProjectsDeps, project: Pick<Project, "id" | "studioId">, input: RoomFields): Promise<Room> {
  const room = await prisma.$transaction(async (tx) => {
    const created = await tx.room.create({ data: { ...input, projectId: project.id } });
    await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: roomRecord(created), action: "created", changes: fieldsSet(created, ROOM_FIELDS) });
    return created;
  });
  changes.announce(project.id, "rooms", room.id);
  return room;
}

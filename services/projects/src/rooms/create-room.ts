import type { roomRequestSchema } from "@atelier/contracts";
import type { Project, Room } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";

export type RoomFields = z.infer<typeof roomRequestSchema>;

/** A new room in the project. */
export async function createRoom({ prisma, changes }: ProjectsDeps, project: Pick<Project, "id">, input: RoomFields): Promise<Room> {
  const room = await prisma.room.create({ data: { ...input, projectId: project.id } });
  changes.announce(project.id, "rooms", room.id);
  return room;
}

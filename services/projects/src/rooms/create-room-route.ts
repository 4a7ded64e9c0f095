import { roomRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toRoomResponse } from "./room-response";

export function createRoom({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const input = parseInput(roomRequestSchema, req.body);
    const room = await prisma.room.create({ data: { ...input, projectId: project.id } });
    changes.announce(project.id, "rooms", room.id);
    res.status(201).json(await toRoomResponse(prisma, room));
  };
}

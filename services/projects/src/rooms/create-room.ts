import { roomRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { toRoomResponse } from "./room-response";

export function createRoom({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const input = parseInput(roomRequestSchema, req.body);
    const room = await prisma.room.create({ data: { ...input, projectId: project.id } });
    res.status(201).json(await toRoomResponse(prisma, room));
  };
}

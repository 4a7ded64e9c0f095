import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toRoomResponses } from "./room-response";

export function listRooms({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const rooms = await prisma.room.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "asc" } });
    res.json(await toRoomResponses(prisma, rooms));
  };
}

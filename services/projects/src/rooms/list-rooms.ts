import type { Project } from "@atelier/db";
import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toRoomResponses } from "./room-response";

export function listRooms({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projectRooms"], Staff, Project> {
  return async (_req, res, { record: project, seesCosts }) => {
    const rooms = await prisma.room.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "asc" } });
    res.json(await toRoomResponses(prisma, rooms, await seesCosts()));
  };
}

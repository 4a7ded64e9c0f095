import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createRoom } from "./create-room";
import { toRoomResponse } from "./room-response";

/** POST /api/projects/:id/rooms: 201 with the new room. */
export function createRoomRoute(deps: ProjectsDeps): RouteHandler<Endpoints["createRoom"], Staff, Project> {
  return async (_req, res, { record: project, body, seesCosts }) => {
    const room = await createRoom(deps, project, body);
    res.status(201).json(await toRoomResponse(deps.prisma, room, await seesCosts()));
  };
}

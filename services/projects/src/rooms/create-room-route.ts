import { roomRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createRoom } from "./create-room";
import { toRoomResponse } from "./room-response";

/** POST /api/projects/:id/rooms: 201 with the new room. */
export function createRoomRoute(deps: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const room = await createRoom(deps, project, parseInput(roomRequestSchema, req.body));
    res.status(201).json(await toRoomResponse(deps.prisma, room));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { createMeeting } from "./create-meeting";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse } from "./meeting-response";

/** POST /api/projects/:id/meetings: 201 with the new meeting. */
export function createMeetingRoute(deps: ProjectsDeps): RouteHandler<Endpoints["scheduleMeeting"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const meeting = await createMeeting(deps, project, caller, body);
    res.status(201).json(toMeetingResponse(meeting));
  };
}

import { createMeetingRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createMeeting } from "./create-meeting";
import { toMeetingResponse } from "./meeting-response";

/** POST /api/projects/:id/meetings: 201 with the new meeting. */
export function createMeetingRoute(deps: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const meeting = await createMeeting(deps, project, parseInput(createMeetingRequestSchema, req.body));
    res.status(201).json(toMeetingResponse(meeting));
  };
}

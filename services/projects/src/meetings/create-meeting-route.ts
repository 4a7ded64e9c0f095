import { createMeetingRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { createMeeting } from "./create-meeting";
import type { MeetingDeps } from "./meeting-deps";
import { toMeetingResponse } from "./meeting-response";

/** POST /api/projects/:id/meetings: 201 with the new meeting. */
export function createMeetingRoute(deps: MeetingDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller, record: project }) => {
    const meeting = await createMeeting(deps, project, caller, parseInput(createMeetingRequestSchema, req.body));
    res.status(201).json(toMeetingResponse(meeting));
  };
}

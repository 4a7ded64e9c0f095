import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import { completeMeeting } from "./complete-meeting";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";

/** POST /api/meetings/:id/complete {outcomes, followUps}: the meeting completed; 409 once completed or cancelled. */
export function completeMeetingRoute(deps: ProjectsDeps): RouteHandler<Endpoints["completeMeeting"], Staff, MeetingWithPeople> {
  return async (_req, res, { record: meeting, body }) => {
    const completed = await completeMeeting(deps, meeting, body);
    res.json(toMeetingResponse(completed));
  };
}

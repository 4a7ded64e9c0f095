import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";
import { updateMeeting } from "./update-meeting";

/** PUT /api/meetings/:id: the meeting as edited; 409 once it is no longer scheduled. */
export function updateMeetingRoute(deps: ProjectsDeps): RouteHandler<Endpoints["updateMeeting"], Staff, MeetingWithPeople> {
  return async (_req, res, { caller, record: meeting, body }) => {
    const updated = await updateMeeting(deps, meeting, caller, body);
    res.json(toMeetingResponse(updated));
  };
}

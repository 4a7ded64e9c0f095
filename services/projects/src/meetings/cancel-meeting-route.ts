import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import { cancelMeeting } from "./cancel-meeting";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";

/** POST /api/meetings/:id/cancel {reason}: the meeting cancelled and its attendees told; 409 once completed or cancelled. */
export function cancelMeetingRoute(deps: ProjectsDeps): RouteHandler<Endpoints["cancelMeeting"], Staff, MeetingWithPeople> {
  return async (_req, res, { caller, record: meeting, body: { reason } }) => {
    res.json(toMeetingResponse(await cancelMeeting(deps, meeting, caller, reason)));
  };
}

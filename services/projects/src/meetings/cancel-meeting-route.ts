import { cancelRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { cancelMeeting } from "./cancel-meeting";
import type { MeetingDeps } from "./meeting-deps";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";

/** POST /api/meetings/:id/cancel {reason}: the meeting cancelled and its attendees told; 409 once completed or cancelled. */
export function cancelMeetingRoute(deps: MeetingDeps): AccessHandler<Staff, MeetingWithPeople> {
  return async (req, res, { caller, record: meeting }) => {
    const { reason } = parseInput(cancelRequestSchema, req.body ?? {});
    res.json(toMeetingResponse(await cancelMeeting(deps, meeting, caller, reason)));
  };
}

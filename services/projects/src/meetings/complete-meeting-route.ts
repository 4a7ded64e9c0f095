import { completeMeetingRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { completeMeeting } from "./complete-meeting";
import type { MeetingDeps } from "./meeting-deps";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";

/** POST /api/meetings/:id/complete {outcomes, followUps}: the meeting completed; 409 once completed or cancelled. */
export function completeMeetingRoute(deps: MeetingDeps): AccessHandler<Staff, MeetingWithPeople> {
  return async (req, res, { record: meeting }) => {
    const completed = await completeMeeting(deps, meeting, parseInput(completeMeetingRequestSchema, req.body ?? {}));
    res.json(toMeetingResponse(completed));
  };
}

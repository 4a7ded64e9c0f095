import { updateMeetingRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { MeetingDeps } from "./meeting-deps";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";
import { updateMeeting } from "./update-meeting";

/** PUT /api/meetings/:id: the meeting as edited; 409 once it is no longer scheduled. */
export function updateMeetingRoute(deps: MeetingDeps): AccessHandler<Staff, MeetingWithPeople> {
  return async (req, res, { caller, record: meeting }) => {
    const updated = await updateMeeting(deps, meeting, caller, parseInput(updateMeetingRequestSchema, req.body));
    res.json(toMeetingResponse(updated));
  };
}

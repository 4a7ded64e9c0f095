import type { AccessHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse, type MeetingWithPeople } from "./meeting-response";
import { startMeeting } from "./start-meeting";

/** POST /api/meetings/:id/start: the meeting in progress; 409 unless it was scheduled. */
export function startMeetingRoute(deps: ProjectsDeps): AccessHandler<Staff, MeetingWithPeople> {
  return async (_req, res, { record: meeting }) => {
    res.json(toMeetingResponse(await startMeeting(deps, meeting)));
  };
}

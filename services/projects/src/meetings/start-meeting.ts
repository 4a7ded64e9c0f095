import type { ProjectsDeps } from "../config";
import { meetingInclude, type MeetingWithPeople } from "./meeting-response";
import { changeMeeting } from "./change-meeting";

/** A scheduled meeting begins: in progress from now. */
export function startMeeting(deps: ProjectsDeps, meeting: MeetingWithPeople): Promise<MeetingWithPeople> {
  return changeMeeting(deps, meeting, "start", (tx) =>
    tx.meeting.update({ where: { id: meeting.id }, data: { status: "in_progress", startedAt: new Date() }, include: meetingInclude }),
  );
}

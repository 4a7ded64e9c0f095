import { scheduleTimelineMeetingRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { MeetingDeps } from "../meetings/meeting-deps";
import { scheduleTimelineMeeting } from "./schedule-timeline-meeting";
import { toTimelineEventResponse } from "./timeline-response";

/** POST /api/projects/:id/timeline/meetings: 201 with the meeting's timeline event (its meetingId names the meeting). */
export function scheduleTimelineMeetingRoute(deps: MeetingDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller, record: project }) => {
    const event = await scheduleTimelineMeeting(deps, project, caller, parseInput(scheduleTimelineMeetingRequestSchema, req.body));
    res.status(201).json(toTimelineEventResponse(event));
  };
}

import type { Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf, type Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { scheduleTimelineMeeting } from "./schedule-timeline-meeting";
import { toTimelineEventResponse } from "./timeline-response";

/** POST /api/projects/:id/timeline/meetings: 201 with the meeting's timeline event (its meetingId names the meeting). */
export function scheduleTimelineMeetingRoute(deps: ProjectsDeps): RouteHandler<Endpoints["scheduleTimelineMeeting"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const event = await scheduleTimelineMeeting(deps, project, caller, body);
    res.status(201).json(toTimelineEventResponse(event, await studioTimeZoneOf(deps.prisma, project.studioId)));
  };
}

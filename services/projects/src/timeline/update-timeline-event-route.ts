import { updateTimelineEventRequestSchema } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimelineEventResponse } from "./timeline-response";
import { setTimelineStatus } from "./update-timeline-event";

/** PATCH /api/timeline/:id: the event with its new status. */
export function updateTimelineEventRoute(deps: ProjectsDeps): AccessHandler<Staff, TimelineEvent> {
  return async (req, res, { record: event }) => {
    const { status } = parseInput(updateTimelineEventRequestSchema, req.body);
    res.json(toTimelineEventResponse(await setTimelineStatus(deps, event, status)));
  };
}

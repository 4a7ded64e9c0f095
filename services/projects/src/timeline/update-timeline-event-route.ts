import type { Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf, type TimelineEvent } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimelineEventResponse } from "./timeline-response";
import { setTimelineStatus } from "./update-timeline-event";

/** PATCH /api/timeline/:id: the event with its new status. */
export function updateTimelineEventRoute(deps: ProjectsDeps): RouteHandler<Endpoints["updateTimelineEvent"], Staff, TimelineEvent> {
  return async (_req, res, { caller, record: event, body: { status } }) => {
    res.json(toTimelineEventResponse(await setTimelineStatus(deps, event, status), await studioTimeZoneOf(deps.prisma, caller.studioId)));
  };
}

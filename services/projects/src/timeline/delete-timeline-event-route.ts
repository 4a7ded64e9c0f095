import type { TimelineEvent } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { deleteTimelineEvent } from "./delete-timeline-event";

/** DELETE /api/timeline/:id: 204, or 409 for an event a designer did not add. */
export function deleteTimelineEventRoute(deps: ProjectsDeps): AccessHandler<Staff, TimelineEvent> {
  return async (_req, res, { record: event }) => {
    await deleteTimelineEvent(deps, event);
    res.status(204).end();
  };
}

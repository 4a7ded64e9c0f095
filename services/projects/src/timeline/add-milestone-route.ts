import type { Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf, type Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { addMilestone } from "./add-milestone";
import { toTimelineEventResponse } from "./timeline-response";

/** POST /api/projects/:id/timeline: 201 with the new event. */
export function addMilestoneRoute(deps: ProjectsDeps): RouteHandler<Endpoints["addMilestone"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const timeZone = await studioTimeZoneOf(deps.prisma, project.studioId);
    const event = await addMilestone(deps, project, body, timeZone);
    res.status(201).json(toTimelineEventResponse(event, timeZone));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { addMilestone } from "./add-milestone";
import { toTimelineEventResponse } from "./timeline-response";

/** POST /api/projects/:id/timeline: 201 with the new event. */
export function addMilestoneRoute(deps: ProjectsDeps): RouteHandler<Endpoints["addMilestone"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const event = await addMilestone(deps, project, body);
    res.status(201).json(toTimelineEventResponse(event));
  };
}

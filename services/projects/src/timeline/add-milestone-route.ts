import { createTimelineEventRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { addMilestone } from "./add-milestone";
import { toTimelineEventResponse } from "./timeline-response";

/** POST /api/projects/:id/timeline: 201 with the new event. */
export function addMilestoneRoute(deps: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const event = await addMilestone(deps, project, parseInput(createTimelineEventRequestSchema, req.body));
    res.status(201).json(toTimelineEventResponse(event));
  };
}

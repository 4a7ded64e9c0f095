import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toProjectOverview } from "./project-overview";
import { updateProject } from "./update-project";

/** PUT /api/projects/:id: the project as the Overview shows it, after the change. */
export function updateProjectRoute(deps: ProjectsDeps): RouteHandler<Endpoints["updateProject"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const updated = await updateProject(deps, project, body);
    res.json(toProjectOverview(updated));
  };
}

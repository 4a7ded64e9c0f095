import { updateProjectRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toProjectOverview } from "./project-overview";
import { updateProject } from "./update-project";

/** PUT /api/projects/:id: the project as the Overview shows it, after the change. */
export function updateProjectRoute(deps: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const updated = await updateProject(deps, project, parseInput(updateProjectRequestSchema, req.body));
    res.json(toProjectOverview(updated));
  };
}

import type { Project } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { setProjectArchived } from "./archive-project";
import { toProjectOverview } from "./project-overview";

/** POST /api/projects/:id/archive (archived true) and /restore (false): the project as the Overview shows it. */
export function archiveProjectRoute(deps: ProjectsDeps, archived: boolean): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json(toProjectOverview(await setProjectArchived(deps, project.id, archived)));
  };
}

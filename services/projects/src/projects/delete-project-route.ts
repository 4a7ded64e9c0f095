import type { Project } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { deleteProject } from "./delete-project";

/** DELETE /api/projects/:id: 204, or 409 when the client's record on its quotes must be kept. */
export function deleteProjectRoute(deps: MediaDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    await deleteProject(deps, project);
    res.status(204).end();
  };
}

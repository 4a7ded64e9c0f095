import type { Project } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { removeSampleData } from "./remove-sample-data";

/** DELETE /api/populate-sample-data/:id: 200 with how many of each the sample had. */
export function removeSampleDataRoute(deps: MediaDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json(await removeSampleData(deps, project));
  };
}

import type { Project } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { populateSampleData } from "./populate-sample-data";

/** POST /api/populate-sample-data/:id: 201 with the sample's rooms and items. */
export function populateSampleDataRoute(deps: MediaDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { caller, record: project }) => {
    res.status(201).json(await populateSampleData(deps, caller, project));
  };
}

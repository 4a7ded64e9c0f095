import { createInstallationRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { createInstallation } from "./create-installation";
import { toInstallationResponse } from "./installation-response";

/** POST /api/projects/:id/installations: 201 with the new installation. */
export function createInstallationRoute(deps: LogisticsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const installation = await createInstallation(deps, project, parseInput(createInstallationRequestSchema, req.body));
    res.status(201).json(toInstallationResponse(installation));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { createInstallation } from "./create-installation";
import { toInstallationResponse } from "./installation-response";

/** POST /api/projects/:id/installations: 201 with the new installation. */
export function createInstallationRoute(deps: LogisticsDeps): RouteHandler<Endpoints["scheduleInstallation"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const installation = await createInstallation(deps, project, body);
    res.status(201).json(toInstallationResponse(installation));
  };
}

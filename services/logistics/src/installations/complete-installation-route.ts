import type { Installation } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { completeInstallation } from "./complete-installation";
import { toInstallationResponse } from "./installation-response";

/** POST /api/installations/:id/complete: the installation completed (installation.completed written); 409 unless in progress. */
export function completeInstallationRoute(deps: LogisticsDeps): AccessHandler<Staff, Installation> {
  return async (_req, res, { caller, record: installation }) => {
    res.json(toInstallationResponse(await completeInstallation(deps, installation, caller.studioId)));
  };
}

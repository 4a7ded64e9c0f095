import type { Installation } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toInstallationResponse } from "./installation-response";
import { startInstallation } from "./start-installation";

/** POST /api/installations/:id/start: the installation in progress; 409 unless it was scheduled or delayed. */
export function startInstallationRoute(deps: LogisticsDeps): AccessHandler<Staff, Installation> {
  return async (_req, res, { record: installation }) => {
    res.json(toInstallationResponse(await startInstallation(deps, installation)));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { cancelInstallation } from "./cancel-installation";
import { toInstallationResponse } from "./installation-response";

/** POST /api/installations/:id/cancel {reason}: the installation cancelled; 409 once completed or cancelled. */
export function cancelInstallationRoute(deps: LogisticsDeps): RouteHandler<Endpoints["cancelInstallation"], Staff, Installation> {
  return async (_req, res, { record: installation, body: { reason } }) => {
    res.json(toInstallationResponse(await cancelInstallation(deps, installation, reason)));
  };
}

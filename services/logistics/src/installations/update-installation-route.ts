import type { Endpoints } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toInstallationResponse } from "./installation-response";
import { updateInstallation } from "./update-installation";

/** PUT /api/installations/:id: the installation as edited; 409 once it is under way, completed or cancelled. */
export function updateInstallationRoute(deps: LogisticsDeps): RouteHandler<Endpoints["updateInstallation"], Staff, Installation> {
  return async (_req, res, { record: installation, body }) => {
    const updated = await updateInstallation(deps, installation, body);
    res.json(toInstallationResponse(updated));
  };
}

import { updateInstallationRequestSchema } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toInstallationResponse } from "./installation-response";
import { updateInstallation } from "./update-installation";

/** PUT /api/installations/:id: the installation as edited; 409 once it is under way, completed or cancelled. */
export function updateInstallationRoute(deps: LogisticsDeps): AccessHandler<Staff, Installation> {
  return async (req, res, { record: installation }) => {
    const updated = await updateInstallation(deps, installation, parseInput(updateInstallationRequestSchema, req.body));
    res.json(toInstallationResponse(updated));
  };
}

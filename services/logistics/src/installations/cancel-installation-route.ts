import { cancelRequestSchema } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { cancelInstallation } from "./cancel-installation";
import { toInstallationResponse } from "./installation-response";

/** POST /api/installations/:id/cancel {reason}: the installation cancelled; 409 once completed or cancelled. */
export function cancelInstallationRoute(deps: LogisticsDeps): AccessHandler<Staff, Installation> {
  return async (req, res, { record: installation }) => {
    const { reason } = parseInput(cancelRequestSchema, req.body ?? {});
    res.json(toInstallationResponse(await cancelInstallation(deps, installation, reason)));
  };
}

import { clientPortalSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import type { PortalDeps } from "../config";
import { clientPortalData } from "./client-portal-data";

/** GET /api/client-portal/:projectId/:token: the project as its client sees it, checked against the contract on the way out. */
export function getClientPortal(deps: PortalDeps): AccessHandler<PortalClient, Project> {
  return async (_req, res, { record: project }) => {
    res.set("Cache-Control", "no-store");
    res.json(clientPortalSchema.parse(await clientPortalData(deps, project)));
  };
}

import { clientPortalSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import type { PortalDeps } from "../config";
import { clientPortalData } from "./client-portal-data";
import { recordQuoteViews } from "./record-quote-views";

/**
 * GET /api/client-portal/:projectId/:token: the project as its client sees it, checked against the
 * contract on the way out. The sent quotes on it count as viewed, for the quotes' audit trail.
 */
export function getClientPortal(deps: PortalDeps): AccessHandler<PortalClient, Project> {
  return async (req, res, { caller, record: project }) => {
    const portal = clientPortalSchema.parse(await clientPortalData(deps, project));
    await recordQuoteViews(deps, project, portal.quotes, { portalTokenId: caller.tokenId, ipAddress: req.identity.ip, userAgent: req.identity.userAgent });
    res.set("Cache-Control", "no-store");
    res.json(portal);
  };
}

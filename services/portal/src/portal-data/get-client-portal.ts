import type { ClientPortal } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import type { PortalDeps } from "../config";
import { cachedClientPortal } from "./cached-client-portal";
import { recordQuoteViews } from "./record-quote-views";

/**
 * GET /api/client-portal/:projectId/:token: the project as its client sees it. The sent quotes on it count
 * as viewed, for the quotes' audit trail, recorded after the answer is on its way.
 */
export function getClientPortal(deps: PortalDeps): AccessHandler<PortalClient, Project> {
  return async (req, res, { caller, record: project }) => {
    const answer = await cachedClientPortal(deps, project);
    res.set("Cache-Control", "no-store");
    res.type("application/json").send(answer);
    const { quotes } = JSON.parse(answer) as ClientPortal;
    void recordQuoteViews(deps, project, quotes, { portalTokenId: caller.tokenId, ipAddress: req.identity.ip, userAgent: req.identity.userAgent });
  };
}

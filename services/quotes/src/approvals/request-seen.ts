import type { Request } from "express";
import type { PortalClient } from "@atelier/kit";

/** Who acted through the portal, as the gateway saw the request: never what the body claims. */
export interface PortalRequestSeen {
  portalTokenId: string;
  ipAddress: string;
  userAgent: string;
}

export const portalRequestSeen = (req: Request, caller: PortalClient): PortalRequestSeen => ({
  portalTokenId: caller.tokenId,
  ipAddress: req.identity.ip,
  userAgent: req.identity.userAgent,
});

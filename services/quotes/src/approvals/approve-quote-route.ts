import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, PortalClient } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { toApprovalResponse } from "./approval-response";
import { approveQuote } from "./approve-quote";
import { portalRequestSeen } from "./request-seen";
import { drawnSignaturePng } from "@atelier/kit/drawn-signature";

/**
 * POST /api/client-portal/:projectId/:token/quotes/:quoteId/approve, and the spec's
 * PUT /api/approvals/:quoteId/sign with the link in X-Portal-Token: 201 with the approval.
 */
export function approveQuoteRoute(deps: QuotesDeps): RouteHandler<Endpoints["approveQuote" | "signApproval"], PortalClient, Quote> {
  return async (req, res, { caller, record: quote, body: { signatureData, signedBy } }) => {
    const png = await drawnSignaturePng(signatureData);
    const approval = await approveQuote(deps, quote, { png, signedBy }, portalRequestSeen(req, caller));
    res.status(201).json(toApprovalResponse(approval));
  };
}

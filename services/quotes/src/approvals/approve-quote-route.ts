import type { Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf, type Quote } from "@atelier/db";
import type { RouteHandler, PortalClient } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { toApprovalResponse } from "./approval-response";
import { approveQuote } from "./approve-quote";
import { portalRequestSeen } from "./request-seen";
import { assertAnswerable } from "./signable";
import { drawnSignaturePng } from "@atelier/kit/drawn-signature";

/**
 * POST /api/client-portal/:projectId/:token/quotes/:quoteId/approve, and the spec's
 * PUT /api/approvals/:quoteId/sign with the link in X-Portal-Token: 201 with the approval.
 */
export function approveQuoteRoute(deps: QuotesDeps): RouteHandler<Endpoints["approveQuote" | "signApproval"], PortalClient, Quote> {
  return async (req, res, { caller, record: quote, body: { signatureData, signedBy, signatureMethod } }) => {
    const now = new Date();
    // Before the costly decoding: an answered or lapsed quote is refused as it was read (and again, locked, when approving).
    assertAnswerable(quote, now, await studioTimeZoneOf(deps.prisma, quote.studioId));
    const png = await drawnSignaturePng(signatureData);
    const approval = await approveQuote(deps, quote, { png, signedBy, method: signatureMethod }, portalRequestSeen(req, caller), now);
    res.status(201).json(toApprovalResponse(approval));
  };
}

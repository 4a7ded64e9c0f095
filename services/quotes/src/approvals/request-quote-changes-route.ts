import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, PortalClient } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { requestQuoteChanges } from "./request-quote-changes";
import { portalRequestSeen } from "./request-seen";

/** POST /api/client-portal/:projectId/:token/quotes/:quoteId/request-changes: 204; the quote is now rejected. */
export function requestQuoteChangesRoute({ prisma, changes }: QuotesDeps): RouteHandler<Endpoints["requestQuoteChanges"], PortalClient, Quote> {
  return async (req, res, { caller, record: quote, body: { comment, requestedBy } }) => {
    await requestQuoteChanges(prisma, quote, { comment, requestedBy: requestedBy || null }, portalRequestSeen(req, caller));
    changes.announce(quote.projectId, "quotes", quote.id);
    res.status(204).end();
  };
}

import type { Quote } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { sendQuotePdf } from "./get-quote-pdf";
import { keptQuotePdf } from "./kept-quote-pdf";

/**
 * GET /api/client-portal/:projectId/:token/quotes/:quoteId/pdf: a quote the client was sent, as the one
 * PDF kept for its version: the same bytes the e-mail carried and an approval will sign.
 */
export function getClientQuotePdf(deps: QuotesDeps): AccessHandler<PortalClient, Quote> {
  return async (req, res, { record: quote }) => {
    sendQuotePdf(req, res, quote, await keptQuotePdf(deps, quote));
  };
}

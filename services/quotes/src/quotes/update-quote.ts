import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { quoteResponse } from "./quote-response";
import { updateDraft } from "./update-draft";

/** PUT /api/quotes/:id: edits a draft; totals come from the server's pricing of the lines. */
export function updateQuote(deps: QuotesDeps): RouteHandler<Endpoints["updateQuote"], Staff, Quote> {
  return async (_req, res, { record: quote, body }) => {
    const updated = await updateDraft(deps, quote, body);
    res.json(await quoteResponse(deps.prisma, updated));
  };
}

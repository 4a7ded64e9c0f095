import { POLICY_REFUSALS, type Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import { forbidden, type RouteHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { quoteResponse } from "./quote-response";
import { updateDraft } from "./update-draft";

/**
 * PUT /api/quotes/:id: edits a draft; totals come from the server's pricing of the lines. Lines are priced from
 * costs and markups, so one who may not see those may change the quote's title, notes and dates, not its lines.
 */
export function updateQuote(deps: QuotesDeps): RouteHandler<Endpoints["updateQuote"], Staff, Quote> {
  return async (_req, res, { record: quote, body, seesCosts }) => {
    const costs = await seesCosts();
    if (body.lines && !costs) throw forbidden(POLICY_REFUSALS.pricing);
    const updated = await updateDraft(deps, quote, body);
    res.json(await quoteResponse(deps.prisma, updated, costs));
  };
}

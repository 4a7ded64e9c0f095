import { updateQuoteRequestSchema } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { toQuoteResponse } from "./quote-response";
import { updateDraft } from "./update-draft";

/** PUT /api/quotes/:id: edits a draft; totals come from the server's pricing of the lines. */
export function updateQuote(deps: QuotesDeps): AccessHandler<Staff, Quote> {
  return async (req, res, { record: quote }) => {
    const updated = await updateDraft(deps, quote, parseInput(updateQuoteRequestSchema, req.body));
    res.json(toQuoteResponse(updated));
  };
}

import { updateQuoteRequestSchema } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { toQuoteResponse } from "./quote-response";
import { updateDraft } from "./update-draft";

/** PUT /api/quotes/:id: edits a draft; totals come from the server's pricing of the lines. */
export function updateQuote({ prisma, changes }: QuotesDeps): AccessHandler<Staff, Quote> {
  return async (req, res, { record: quote }) => {
    const changesSent = parseInput(updateQuoteRequestSchema, req.body);
    const updated = await updateDraft(prisma, quote.id, changesSent);
    changes.announce(quote.projectId, "quotes", quote.id);
    res.json(toQuoteResponse(updated));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { quoteResponse } from "./quote-response";
import { reviseQuote } from "./revise";

/** POST /api/quotes/:id/revise: 201 with the new version, a draft; the revised one is now superseded. */
export function reviseQuoteRoute(deps: QuotesDeps): RouteHandler<Endpoints["reviseQuote"], Staff, Quote> {
  return async (_req, res, { caller, record: quote, seesCosts }) => {
    const revision = await reviseQuote(deps, quote, caller.userId);
    res.status(201).json(await quoteResponse(deps.prisma, revision, await seesCosts()));
  };
}

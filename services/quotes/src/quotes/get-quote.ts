import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { linesInOrder, quoteResponse } from "./quote-response";

/** GET /api/quotes/:id: the quote with its lines in print order. */
export function getQuote({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["quote"], Staff, Quote> {
  return async (_req, res, { record: quote, seesCosts }) => {
    const { lines } = await prisma.quote.findUniqueOrThrow({ where: { id: quote.id }, select: linesInOrder });
    res.json(await quoteResponse(prisma, { ...quote, lines }, await seesCosts()));
  };
}

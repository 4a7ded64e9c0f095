import { portal, staff, type DeclaredRoutes } from "@atelier/kit";
import type { QuoteRecords } from "../access/records";
import type { QuotesDeps } from "../config";
import { startQuoteGeneration } from "../generation/start-quote-generation";
import { DraftPdfCache } from "../quote-pdf/draft-pdf-cache";
import { getClientQuotePdf } from "../quote-pdf/get-client-quote-pdf";
import { getQuotePdf } from "../quote-pdf/get-quote-pdf";
import { startQuoteSendingRoute } from "../sending/start-quote-sending-route";
import { getQuote } from "./get-quote";
import { listProjectQuotes } from "./list-project-quotes";
import { reviseQuoteRoute } from "./revise-quote";
import { updateQuote } from "./update-quote";

export function quoteRoutes(routes: DeclaredRoutes, records: QuoteRecords, deps: QuotesDeps): void {
  routes.post("/api/projects/:id/generate-quote", staff(records.project), startQuoteGeneration(deps));
  routes.get("/api/projects/:id/quotes", staff(records.project), listProjectQuotes(deps));
  routes.get("/api/quotes/:id", staff(records.quote), getQuote(deps));
  routes.put("/api/quotes/:id", staff(records.quote), updateQuote(deps));
  routes.post("/api/quotes/:id/revise", staff(records.quote), reviseQuoteRoute(deps));
  routes.get("/api/quotes/:id/pdf", staff(records.quote), getQuotePdf(deps, new DraftPdfCache()));
  routes.post("/api/quotes/:id/send", staff(records.quote), startQuoteSendingRoute(deps));
  // The gateway has turned the link's token into the project's portal caller; the rule finds the quote in that project.
  routes.get("/api/client-portal/:projectId/:token/quotes/:quoteId/pdf", portal(records.clientQuote, "quoteId"), getClientQuotePdf(deps));
}

import { downloads, endpoints } from "@atelier/contracts";
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
  routes.serve(endpoints.generateQuote, staff(records.project), startQuoteGeneration(deps));
  routes.serve(endpoints.projectQuotes, staff(records.project), listProjectQuotes(deps));
  routes.serve(endpoints.quote, staff(records.quote), getQuote(deps));
  routes.serve(endpoints.updateQuote, staff(records.quote), updateQuote(deps));
  routes.serve(endpoints.reviseQuote, staff(records.quote), reviseQuoteRoute(deps));
  routes.serve(downloads.quotePdf, staff(records.quote), getQuotePdf(deps, new DraftPdfCache()));
  routes.serve(endpoints.sendQuote, staff(records.quote), startQuoteSendingRoute(deps));
  // The gateway has turned the link's token into the project's portal caller; the rule finds the quote in that project.
  routes.serve(downloads.clientQuotePdf, portal(records.clientQuote, "quoteId"), getClientQuotePdf(deps));
}

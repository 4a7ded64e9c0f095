import { downloads, endpoints } from "@atelier/contracts";
import { portal, staff, type DeclaredRoutes } from "@atelier/kit";
import type { QuoteRecords } from "../access/records";
import { getCertificate } from "../certificate/get-certificate";
import type { QuotesDeps } from "../config";
import { approveQuoteRoute } from "./approve-quote-route";
import { getQuoteAudit } from "./get-quote-audit";
import { requestQuoteChangesRoute } from "./request-quote-changes-route";

/** The client's answers to a quote through the portal, and what staff read of them. */
export function approvalRoutes(routes: DeclaredRoutes, records: QuoteRecords, deps: QuotesDeps): void {
  const approve = approveQuoteRoute(deps);
  routes.serve(endpoints.approveQuote, portal(records.answerableQuote, "quoteId"), approve);
  // The gateway has turned the X-Portal-Token header into the portal caller, as it does for the path's token.
  routes.serve(endpoints.signApproval, portal(records.answerableQuote, "quoteId"), approve);
  routes.serve(endpoints.requestQuoteChanges, portal(records.answerableQuote, "quoteId"), requestQuoteChangesRoute(deps));
  routes.serve(downloads.clientQuoteCertificate, portal(records.clientQuote, "quoteId"), getCertificate(deps));
  routes.serve(downloads.quoteCertificate, staff(records.quote), getCertificate(deps));
  routes.serve(endpoints.quoteAudit, staff(records.quote), getQuoteAudit(deps));
}

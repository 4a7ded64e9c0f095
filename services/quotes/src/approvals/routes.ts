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
  routes.post("/api/client-portal/:projectId/:token/quotes/:quoteId/approve", portal(records.answerableQuote, "quoteId"), approve);
  // The gateway has turned the X-Portal-Token header into the portal caller, as it does for the path's token.
  routes.put("/api/approvals/:quoteId/sign", portal(records.answerableQuote, "quoteId"), approve);
  routes.post("/api/client-portal/:projectId/:token/quotes/:quoteId/request-changes", portal(records.answerableQuote, "quoteId"), requestQuoteChangesRoute(deps));
  routes.get("/api/client-portal/:projectId/:token/quotes/:quoteId/certificate", portal(records.clientQuote, "quoteId"), getCertificate(deps));
  routes.get("/api/quotes/:id/certificate", staff(records.quote), getCertificate(deps));
  routes.get("/api/quotes/:id/audit", staff(records.quote), getQuoteAudit(deps));
}

import type { Quote } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import { recordPortalAct } from "../approvals/record-portal-act";
import { portalRequestSeen } from "../approvals/request-seen";
import type { QuotesDeps } from "../config";
import { sendPdf } from "./get-quote-pdf";
import { keptQuotePdf } from "./kept-quote-pdf";
import { pdfFileName } from "./rendered-pdf";

/**
 * GET /api/client-portal/:projectId/:token/quotes/:quoteId/pdf: a quote the client was sent, as the one
 * PDF kept for its version: the same bytes the e-mail carried and an approval will sign. Each download
 * goes into the quote's audit trail.
 */
export function getClientQuotePdf(deps: QuotesDeps): AccessHandler<PortalClient, Quote> {
  return async (req, res, { caller, record: quote }) => {
    const pdf = await keptQuotePdf(deps, quote);
    await recordPortalAct(deps.prisma, { quote, action: "downloaded", seen: portalRequestSeen(req, caller) });
    sendPdf(req, res, pdfFileName(quote), pdf);
  };
}

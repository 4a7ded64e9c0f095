import type { Quote } from "@atelier/db";
import { notFound, type AccessHandler } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { sendPdf } from "../quote-pdf/get-quote-pdf";
import { sha256Of } from "../quote-pdf/rendered-pdf";
import { certificateFileName, keptCertificate, signedQuoteOf } from "./kept-certificate";

/**
 * GET /api/quotes/:id/certificate (staff) and GET /api/client-portal/:projectId/:token/quotes/:quoteId/certificate
 * (the client): the approval's certificate; 404 for a quote nobody signed.
 */
export function getCertificate<C>(deps: QuotesDeps): AccessHandler<C, Quote> {
  return async (req, res, { record }) => {
    const quote = await signedQuoteOf(deps.prisma, record.id);
    if (!quote) throw notFound("This quote has not been signed");
    const bytes = await keptCertificate(deps, quote);
    sendPdf(req, res, certificateFileName(quote), { bytes, sha256: sha256Of(bytes) });
  };
}

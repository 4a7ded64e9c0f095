import type { Request, Response } from "express";
import type { Quote } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import type { DraftPdfCache } from "./draft-pdf-cache";
import { keptQuotePdf } from "./kept-quote-pdf";
import { quoteDocumentOf } from "./quote-document-of";
import { pdfFileName, type RenderedPdf } from "./rendered-pdf";

/**
 * GET /api/quotes/:id/pdf: the quote as an A4 PDF attachment, its ETag the SHA-256 of its bytes. A
 * draft is rendered as it stands now; a version the client has seen is the one PDF kept for it.
 */
export function getQuotePdf(deps: QuotesDeps, drafts: DraftPdfCache): AccessHandler<Staff, Quote> {
  return async (req, res, { record: quote }) => {
    const pdf = quote.status === "draft" ? await drafts.pdfOf(await quoteDocumentOf(deps.prisma, deps.storage, quote.id)) : await keptQuotePdf(deps, quote);
    sendPdf(req, res, pdfFileName(quote), pdf);
  };
}

/** A PDF as an attachment under `fileName`, its ETag the SHA-256 of its bytes (304 when the browser has it). */
export function sendPdf(req: Request, res: Response, fileName: string, pdf: RenderedPdf): void {
  const etag = `"${pdf.sha256}"`;
  res.set({ ETag: etag, "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${fileName}"` });
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  res.type("application/pdf").send(pdf.bytes);
}

import type { PrismaClient, Quote } from "@atelier/db";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { quoteDocumentOf } from "./quote-document-of";
import { renderPdf, type RenderedPdf } from "./rendered-pdf";

export interface KeptPdfDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
}

/**
 * The PDF of a version the client has seen (sent, approved, ...): rendered once and kept, so the same
 * version always gives the same bytes. A quote that was sent before its PDF was kept (sample data, a
 * quote marked sent by hand) gets it rendered now. The bytes are stored before the row names them, so
 * a reader never finds a key without its object; two renders at once give the same bytes, and the first
 * to record wins.
 */
export async function keptQuotePdf({ prisma, storage }: KeptPdfDeps, quote: Quote): Promise<RenderedPdf> {
  if (quote.pdfObjectKey && quote.pdfSha256) return { bytes: await storage.read(quote.pdfObjectKey), sha256: quote.pdfSha256 };
  const pdf = await renderPdf(await quoteDocumentOf(prisma, storage, quote.id));
  const key = objectKeys.quotePdf(quote.studioId, quote.id);
  await storage.put(key, pdf.bytes, "application/pdf");
  const recorded = await prisma.quote.updateMany({ where: { id: quote.id, pdfSha256: null }, data: { pdfObjectKey: key, pdfSha256: pdf.sha256 } });
  if (recorded.count === 1) return pdf;
  return keptQuotePdf({ prisma, storage }, await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } }));
}

/** The SHA-256 of the version's kept PDF, without reading its bytes when it is kept already. */
export async function keptQuotePdfSha256(deps: KeptPdfDeps, quote: Quote): Promise<string> {
  if (quote.pdfObjectKey && quote.pdfSha256) return quote.pdfSha256;
  return (await keptQuotePdf(deps, quote)).sha256;
}

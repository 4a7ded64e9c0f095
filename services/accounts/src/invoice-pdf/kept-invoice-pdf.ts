import type { PrismaClient } from "@atelier/db";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { sha256Of } from "@atelier/kit/pdf/pdf-bytes";
import { invoiceDocumentOf } from "./invoice-document";
import { renderTaxDocumentPdf } from "./render-tax-document-pdf";

export interface KeptInvoicePdf {
  bytes: Buffer;
  /** Hex SHA-256 of the bytes: invoices.pdf_sha256 and the download's ETag. */
  sha256: string;
}

/**
 * The issued invoice's PDF, rendered once and kept, so every download and e-mail of it is the same document. The bytes
 * are stored before the row names them, so a reader never finds a key without its object; two renders at once give
 * the same bytes, and the first to record wins.
 */
export async function keptInvoicePdf({ prisma, storage }: { prisma: PrismaClient; storage: ObjectStorage }, invoiceId: string): Promise<KeptInvoicePdf> {
  const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: { studioId: true, pdfObjectKey: true, pdfSha256: true } });
  if (invoice.pdfObjectKey && invoice.pdfSha256) return { bytes: await storage.read(invoice.pdfObjectKey), sha256: invoice.pdfSha256 };
  const bytes = await renderTaxDocumentPdf(await invoiceDocumentOf(prisma, storage, invoiceId, { copy: false }));
  const sha256 = sha256Of(bytes);
  const key = objectKeys.invoicePdf(invoice.studioId, invoiceId);
  await storage.put(key, bytes, "application/pdf");
  const recorded = await prisma.invoice.updateMany({ where: { id: invoiceId, pdfSha256: null }, data: { pdfObjectKey: key, pdfSha256: sha256 } });
  return recorded.count === 1 ? { bytes, sha256 } : keptInvoicePdf({ prisma, storage }, invoiceId);
}

import type { Approval, PrismaClient, Quote } from "@atelier/db";
import { objectKeys } from "@atelier/kit";
import { keptQuotePdf, type KeptPdfDeps } from "../quote-pdf/kept-quote-pdf";
import { renderCertificate } from "./render-certificate";

export type SignedQuote = Quote & { approval: Approval; project: { title: string }; studio: { name: string; timeZone: string } };

/** Finds an approved quote with what its certificate needs; null when the quote was never signed. */
export async function signedQuoteOf(prisma: PrismaClient, quoteId: string): Promise<SignedQuote | null> {
  const quote = await prisma.quote.findUnique({
    where: { id: quoteId },
    include: { approval: true, project: { select: { title: true } }, studio: { select: { name: true, timeZone: true } } },
  });
  return quote?.approval ? { ...quote, approval: quote.approval } : null;
}

/**
 * The approval's certificate, rendered once from the approval and the signed PDF and kept under the
 * approval's id: the e-mail, staff and the client all get the same file.
 */
export async function keptCertificate(deps: KeptPdfDeps, quote: SignedQuote): Promise<Buffer> {
  const { storage } = deps;
  const { approval } = quote;
  const key = objectKeys.approvalCertificate(quote.studioId, approval.id);
  if (await storage.stat(key)) return storage.read(key);
  const [signature, signedPdf] = await Promise.all([storage.read(approval.signatureObjectKey), keptQuotePdf(deps, quote)]);
  const certificate = await renderCertificate({
    studioName: quote.studio.name,
    timeZone: quote.studio.timeZone,
    projectTitle: quote.project.title,
    quote: { number: quote.number, version: quote.version, title: quote.title, total: quote.total.toFixed(2) },
    approval: {
      id: approval.id,
      signedBy: approval.signedBy,
      signedAt: approval.signedAt,
      ipAddress: approval.ipAddress,
      userAgent: approval.userAgent,
      portalTokenId: approval.portalTokenId,
      consentStatement: approval.consentStatement,
      pdfSha256: approval.quoteSha256,
      signatureSha256: approval.signatureSha256,
    },
    signature,
    signedPdf: signedPdf.bytes,
  });
  await storage.put(key, certificate, "application/pdf");
  return certificate;
}

/** "Q-2026-0007-v2-certificate.pdf". */
export const certificateFileName = ({ number, version }: { number: string; version: number }): string => `${number}-v${version}-certificate.pdf`;

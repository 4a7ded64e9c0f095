import { createHash } from "node:crypto";
import { renderQuotePdf, type QuoteDocument } from "../pdf";

export interface RenderedPdf {
  bytes: Buffer;
  /** Hex SHA-256 of the bytes: the ETag, quotes.pdf_sha256, and what an approval signs. */
  sha256: string;
}

export const sha256Of = (bytes: Buffer | string): string => createHash("sha256").update(bytes).digest("hex");

export async function renderPdf(document: QuoteDocument): Promise<RenderedPdf> {
  const bytes = await renderQuotePdf(document);
  return { bytes, sha256: sha256Of(bytes) };
}

/** The quote's file name for a download or an attachment: "Q-2026-0007-v2.pdf". */
export const pdfFileName = ({ number, version }: { number: string; version: number }): string => `${number}-v${version}.pdf`;

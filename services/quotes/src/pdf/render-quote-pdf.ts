import { drawClosing } from "./closing";
import { drawLetterhead } from "./letterhead";
import { drawLineTable } from "./line-table";
import { drawPageMargins } from "./page-margins";
import { CONTENT_BOTTOM, CONTENT_TOP, PAGE } from "./pdf-style";
import { dateOfDay } from "@atelier/kit/pdf/print-formats";
import type { QuoteDocument } from "./quote-document";

/** The quote as a branded A4 PDF. The same document always gives the same bytes (the PDF is kept with its SHA-256). */
export async function renderQuotePdf(document: QuoteDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const { number, version, issueDate } = document.quote;
  // pdfkit dates the PDF "now" and derives its file ID from its info: the issue date makes both the version's own.
  const issued = dateOfDay(issueDate);
  const doc = new PDFDocument({
    size: "A4",
    bufferPages: true,
    margins: { top: CONTENT_TOP, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.height - CONTENT_BOTTOM },
    info: {
      Title: `Quote ${number}, version ${version}`,
      Author: document.studio.name,
      Subject: document.project.title,
      Creator: "Atelier",
      Producer: "Atelier",
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const belowLetterhead = drawLetterhead(doc, document);
  drawClosing(doc, document, drawLineTable(doc, document, belowLetterhead));
  drawPageMargins(doc, document);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

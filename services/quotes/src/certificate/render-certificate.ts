import { formatRand } from "@atelier/money";
import { COLOUR, CONTENT_WIDTH, FONT, PAGE, SIZE } from "../pdf/pdf-style";
import type { CertificateFacts } from "./certificate-facts";


/** "27 November 2026 at 14:03:01 South Africa Standard Time": the studio's clock, with its zone named. */
const studioTime = (moment: Date, timeZone: string) =>
  moment.toLocaleString("en-ZA", { timeZone, day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false, timeZoneName: "long" });

/** One labelled fact; hashes and ids in a fixed-width face so each character can be compared. */
function fact(doc: PDFKit.PDFDocument, label: string, value: string, exact = false): void {
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOUR.muted).text(label.toUpperCase(), { width: CONTENT_WIDTH });
  doc.font(exact ? "Courier" : FONT.regular).fontSize(exact ? SIZE.small : SIZE.body).fillColor(COLOUR.ink).text(value, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
}

async function renderEvidence({ studioName, timeZone, projectTitle, quote, approval, signature }: CertificateFacts): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    // Dated when signed, as pdfkit derives the file's ID from its info: the same approval always gives the same bytes.
    info: {
      Title: `Certificate of approval: quote ${quote.number}, version ${quote.version}`,
      Author: studioName,
      Creator: "Atelier",
      Producer: "Atelier",
      CreationDate: approval.signedAt,
      ModDate: approval.signedAt,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  doc.font(FONT.bold).fontSize(SIZE.studioName).fillColor(COLOUR.accent).text(studioName);
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOUR.ink).text("Certificate of approval").moveDown(0.8);
  fact(doc, "Quote", `${quote.number}, version ${quote.version}: ${quote.title}`);
  fact(doc, "Project", projectTitle);
  fact(doc, "Total approved (incl. VAT)", formatRand(quote.total));
  fact(doc, "Signed by", approval.signedBy);
  fact(doc, "Signed at", `${approval.signedAt.toISOString()} (${studioTime(approval.signedAt, timeZone)})`);
  fact(doc, "IP address", approval.ipAddress);
  fact(doc, "Browser (user agent)", approval.userAgent || "(none sent)");
  fact(doc, "Portal link id", approval.portalTokenId ?? "(link removed)");
  fact(doc, "Approval id", approval.id, true);
  fact(doc, "SHA-256 of the quote PDF signed (the pages that follow)", approval.pdfSha256, true);
  fact(doc, "SHA-256 of the signature image", approval.signatureSha256, true);
  fact(doc, "The client agreed to", approval.consentStatement);
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOUR.muted).text("SIGNATURE");
  doc.image(signature, { fit: [300, 100] }).moveDown(0.5);
  doc.moveTo(PAGE.margin, doc.y).lineTo(PAGE.margin + 300, doc.y).strokeColor(COLOUR.rule).stroke();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The evidence page, then the signed quote's own pages, unchanged, as one PDF. Rendering is repeatable
 * (no "now" in it), so a worker and a request that both make it at once store the same file.
 */
export async function renderCertificate(facts: CertificateFacts): Promise<Buffer> {
  const { PDFDocument: PdfPages } = await import("pdf-lib");
  const certificate = await PdfPages.load(await renderEvidence(facts), { updateMetadata: false });
  const signed = await PdfPages.load(facts.signedPdf, { updateMetadata: false });
  for (const page of await certificate.copyPages(signed, signed.getPageIndices())) certificate.addPage(page);
  return Buffer.from(await certificate.save());
}

import { COLOUR, drawBlockLabel, FONT, HALF, PAGE, roomFor, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** Where to pay (the studio's bank account) and the reference that tells it what a transfer pays, then `note`. Answers where it ends. */
export function drawPaymentDetails(doc: PDFKit.PDFDocument, bank: InvoiceParties["bank"], reference: string, note: string | null, top: number): number {
  drawBlockLabel(doc, "PAYMENT DETAILS", PAGE.margin, roomFor(doc, top, 90), WIDTH);
  const details: Array<[string, string | null]> = [
    ["Bank", bank.name],
    ["Account holder", bank.accountHolder],
    ["Account number", bank.accountNumber],
    ["Branch code", bank.branchCode],
  ];
  for (const [label, value] of details) {
    if (!value) continue;
    const rowY = doc.y + 2;
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(label, PAGE.margin, rowY, { width: 100 });
    doc.font(FONT.bold).fillColor(COLOUR.ink).text(value, PAGE.margin + 100, rowY, { width: HALF });
  }
  doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.accent).text(`Use ${reference} as your payment reference`, PAGE.margin, doc.y + 6, { width: WIDTH });
  if (note) doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(note, PAGE.margin, doc.y + 2, { width: WIDTH });
  return doc.y + 16;
}

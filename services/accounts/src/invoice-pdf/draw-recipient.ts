import { COLOUR, drawBlockLabel, FONT, HALF, PAGE } from "@atelier/kit/pdf/studio-pdf";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** The client a document is for, under `label` ("BILL TO"): name, address, e-mail and VAT number. Answers where it ends. */
export function drawRecipient(doc: PDFKit.PDFDocument, label: string, recipient: InvoiceParties["recipient"], top: number): number {
  drawBlockLabel(doc, label, PAGE.margin, top);
  const lines = [recipient.name, ...(recipient.address?.split("\n") ?? []), recipient.email, recipient.vatNumber ? `VAT No. ${recipient.vatNumber}` : null];
  lines.forEach((line, index) => {
    if (line?.trim()) doc.font(index === 0 ? FONT.bold : FONT.regular).fontSize(index === 0 ? 10.5 : 9).fillColor(index === 0 ? COLOUR.ink : COLOUR.muted).text(line, PAGE.margin, doc.y + 2, { width: HALF - 12 });
  });
  return doc.y + 18;
}

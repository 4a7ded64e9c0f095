import { formatRand, VAT_RATE } from "@atelier/money";
import { COLOUR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, PAGE, SIZE } from "./pdf-style";
import type { QuoteDocument } from "./quote-document";

const TOTALS_WIDTH = 240;
const TOTALS_HEIGHT = 80;
/** The terms' heading and their first lines stay together. */
const TERMS_START_HEIGHT = 50;

/** Subtotal, VAT and total under the table, then the studio's terms (which may run onto further pages). */
export function drawClosing(doc: PDFKit.PDFDocument, document: QuoteDocument, top: number): void {
  let y = top + 14;
  if (y + TOTALS_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = doc.y;
  }
  y = drawTotals(doc, document.totals, y);
  if (!document.terms.trim()) return;
  y += 26;
  if (y + TERMS_START_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = doc.y;
  }
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOUR.ink).text("Terms and conditions", PAGE.margin, y, { width: CONTENT_WIDTH });
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOUR.muted).text(document.terms, PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH, lineGap: 1.5 });
}

function drawTotals(doc: PDFKit.PDFDocument, totals: QuoteDocument["totals"], top: number): number {
  const x = PAGE.margin + CONTENT_WIDTH - TOTALS_WIDTH;
  const amountRow = (label: string, amount: string, y: number, bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? SIZE.heading + 1 : SIZE.body).fillColor(COLOUR.ink);
    doc.text(label, x + 6, y, { width: TOTALS_WIDTH / 2, lineBreak: false });
    doc.text(formatRand(amount), x + TOTALS_WIDTH / 2, y, { width: TOTALS_WIDTH / 2 - 6, align: "right", lineBreak: false });
  };
  amountRow("Subtotal (excl. VAT)", totals.subtotal, top, false);
  amountRow(`VAT (${VAT_RATE.times(100).toString()}%)`, totals.vat, top + 16, false);
  const ruleY = top + 34;
  doc.moveTo(x, ruleY).lineTo(x + TOTALS_WIDTH, ruleY).lineWidth(1).strokeColor(COLOUR.accent).stroke();
  amountRow("Total (incl. VAT)", totals.total, ruleY + 8, true);
  return ruleY + 26;
}

import { formatRand } from "@atelier/money";
import { dateOfDay, formatDay, formatQuantity } from "@atelier/kit/pdf/print-formats";
import { drawTable, type PdfColumn } from "@atelier/kit/pdf/pdf-table";
import { COLOUR, drawBlockLabel, drawStudioLetterhead, drawTitleAndFacts, FONT, HALF, PAGE, renderA4, roomFor, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import { drawPaymentDetails } from "./draw-payment-details";
import { drawRecipient } from "./draw-recipient";
import type { TaxDocument } from "./tax-document";

type Line = TaxDocument["lines"][number];

const AMOUNT: PdfColumn<Line> = { label: "Amount", width: 96, align: "right", cell: (line) => formatRand(line.lineTotal) };
const QUANTITY: PdfColumn<Line> = { label: "Qty", width: 50, align: "right", cell: (line) => formatQuantity(line.quantity) };
const UNIT_PRICE: PdfColumn<Line> = { label: "Unit price", width: 96, align: "right", cell: (line) => formatRand(line.unitPrice) };
const description = (width: number): PdfColumn<Line> => ({ label: "Description", width, align: "left", cell: (line) => line.description });

/** A full invoice prints each line's quantity and unit price; an abridged tax invoice its description and amount. */
const columnsOf = (abridged: boolean): Array<PdfColumn<Line>> =>
  abridged ? [description(WIDTH - AMOUNT.width), AMOUNT] : [description(WIDTH - QUANTITY.width - UNIT_PRICE.width - AMOUNT.width), QUANTITY, UNIT_PRICE, AMOUNT];

function drawHeading(doc: PDFKit.PDFDocument, { title, copy, number, issueDate, project, facts }: TaxDocument, top: number): number {
  const numberLabel = title === "Credit Note" ? "Credit note number" : "Invoice number";
  const below = drawTitleAndFacts(doc, title, [[numberLabel, number], ["Date", formatDay(issueDate)], ...facts, ["Project", project]], top);
  if (!copy) return below;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOUR.accent).text("Copy", PAGE.margin, top + 30, { width: HALF });
  return Math.max(below, doc.y);
}

function drawTotals(doc: PDFKit.PDFDocument, { totals, totalWords }: TaxDocument, top: number): number {
  const rows: Array<[string, string, string]> = totals.vatPercent
    ? [
        [`${totalWords.subtotal} (excl. VAT)`, totals.subtotal, FONT.regular],
        [`VAT (${totals.vatPercent}%)`, totals.vat, FONT.regular],
        [`${totalWords.total} (incl. VAT)`, totals.total, FONT.bold],
      ]
    : [[totalWords.total, totals.total, FONT.bold]];
  let y = roomFor(doc, top + 6, rows.length * 18);
  for (const [label, amount, font] of rows) {
    doc.font(font).fontSize(10).fillColor(COLOUR.ink).text(label, PAGE.margin + HALF, y, { width: HALF / 2 });
    doc.text(formatRand(amount), PAGE.margin + HALF + HALF / 2, y, { width: HALF / 2 - 6, align: "right" });
    y = doc.y + 4;
  }
  return y + 14;
}

/** Notes (a credit note's reason), then, on an invoice, where to pay with its number as the reference; then the studio's terms. */
function drawClosing(doc: PDFKit.PDFDocument, { number, notes, payment, terms }: TaxDocument, top: number): void {
  let y = top;
  if (notes) {
    y = roomFor(doc, y, 40);
    drawBlockLabel(doc, notes.heading, PAGE.margin, y, WIDTH);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink).text(notes.text, PAGE.margin, doc.y + 2, { width: WIDTH });
    y = doc.y + 14;
  }
  if (payment) y = drawPaymentDetails(doc, payment.bank, number, `Payment is due by ${formatDay(payment.dueDate)}.`, y);
  if (!terms?.trim()) return;
  y = roomFor(doc, y, 50);
  drawBlockLabel(doc, "TERMS", PAGE.margin, y, WIDTH);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted).text(terms.trim(), PAGE.margin, doc.y + 2, { width: WIDTH, lineGap: 1.5 });
}

/**
 * A tax document as an A4 PDF: the studio's letterhead, "Tax Invoice" (or "Invoice", or "Credit Note") with its number
 * and dates, the client on a full document, the lines, the totals with VAT, and on an invoice where to pay. The same
 * document always gives the same bytes: the PDF is dated with its issue date, and everything it prints was kept when
 * it was issued.
 */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const issued = dateOfDay(document.issueDate);
  const title = `${document.title} ${document.number}${document.copy ? " (copy)" : ""}`;
  return renderA4({ Title: title, Author: document.studio.name, Subject: document.project, CreationDate: issued, ModDate: issued }, (doc) => {
    let y = drawHeading(doc, document, drawStudioLetterhead(doc, document.studio) + 16) + 18;
    if (document.recipient) y = drawRecipient(doc, "BILL TO", document.recipient, y);
    y = drawTotals(doc, document, drawTable(doc, columnsOf(document.abridged), document.lines, y));
    drawClosing(doc, document, y);
  });
}

import { formatRand } from "@atelier/money";
import { dateOfDay, formatDay, formatQuantity } from "@atelier/kit/pdf/print-formats";
import { COLOUR, drawBlockLabel, drawRule, drawStudioLetterhead, drawTitleAndFacts, FONT, HALF, PAGE, renderA4, roomFor, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import type { TaxDocument } from "./tax-document";

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
  cell(line: TaxDocument["lines"][number]): string;
}

const AMOUNT: Column = { label: "Amount", width: 96, align: "right", cell: (line) => formatRand(line.lineTotal) };
const QUANTITY: Column = { label: "Qty", width: 50, align: "right", cell: (line) => formatQuantity(line.quantity) };
const UNIT_PRICE: Column = { label: "Unit price", width: 96, align: "right", cell: (line) => formatRand(line.unitPrice) };
const description = (width: number): Column => ({ label: "Description", width, align: "left", cell: (line) => line.description });

/** A full invoice prints each line's quantity and unit price; an abridged tax invoice its description and amount. */
const columnsOf = (abridged: boolean): Column[] =>
  abridged ? [description(WIDTH - AMOUNT.width), AMOUNT] : [description(WIDTH - QUANTITY.width - UNIT_PRICE.width - AMOUNT.width), QUANTITY, UNIT_PRICE, AMOUNT];

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, font: string, colour: string): number {
  let x = PAGE.margin;
  let bottom = y;
  columns.forEach((column, index) => {
    doc.font(font).fontSize(9).fillColor(colour).text(cells[index]!, x + 6, y, { width: column.width - 12, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[], y: number): number {
  doc.rect(PAGE.margin, y, WIDTH, 20).fill(COLOUR.ink);
  drawRow(doc, columns, columns.map((column) => column.label), y + 6, FONT.bold, "#ffffff");
  return y + 26;
}

function drawHeading(doc: PDFKit.PDFDocument, { title, copy, number, issueDate, project, facts }: TaxDocument, top: number): number {
  const numberLabel = title === "Credit Note" ? "Credit note number" : "Invoice number";
  const below = drawTitleAndFacts(doc, title, [[numberLabel, number], ["Date", formatDay(issueDate)], ...facts, ["Project", project]], top);
  if (!copy) return below;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOUR.accent).text("Copy", PAGE.margin, top + 30, { width: HALF });
  return Math.max(below, doc.y);
}

/** Who is billed, on a full invoice: name, address and e-mail, as they were when it was issued. */
function drawRecipient(doc: PDFKit.PDFDocument, { recipient }: TaxDocument, top: number): number {
  if (!recipient) return top;
  drawBlockLabel(doc, "BILL TO", PAGE.margin, top);
  const lines = [recipient.name, ...(recipient.address?.split("\n") ?? []), recipient.email];
  lines.forEach((line, index) => {
    if (line?.trim()) doc.font(index === 0 ? FONT.bold : FONT.regular).fontSize(index === 0 ? 10.5 : 9).fillColor(index === 0 ? COLOUR.ink : COLOUR.muted).text(line, PAGE.margin, doc.y + 2, { width: HALF - 12 });
  });
  return doc.y + 18;
}

function drawLines(doc: PDFKit.PDFDocument, document: TaxDocument, top: number): number {
  const columns = columnsOf(document.abridged);
  let y = drawHeaderRow(doc, columns, top);
  for (const line of document.lines) {
    const roomy = roomFor(doc, y, 30);
    if (roomy !== y) y = drawHeaderRow(doc, columns, roomy);
    y = drawRow(doc, columns, columns.map((column) => column.cell(line)), y, FONT.regular, COLOUR.ink) + 4;
    drawRule(doc, y - 1);
    y += 4;
  }
  return y;
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
  if (payment) {
    y = roomFor(doc, y, 90);
    drawBlockLabel(doc, "PAYMENT DETAILS", PAGE.margin, y, WIDTH);
    const details: Array<[string, string | null]> = [
      ["Bank", payment.bank.name],
      ["Account holder", payment.bank.accountHolder],
      ["Account number", payment.bank.accountNumber],
      ["Branch code", payment.bank.branchCode],
    ];
    for (const [label, value] of details) {
      if (!value) continue;
      const rowY = doc.y + 2;
      doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(label, PAGE.margin, rowY, { width: 100 });
      doc.font(FONT.bold).fillColor(COLOUR.ink).text(value, PAGE.margin + 100, rowY, { width: HALF });
    }
    doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.accent).text(`Use ${number} as your payment reference`, PAGE.margin, doc.y + 6, { width: WIDTH });
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(`Payment is due by ${formatDay(payment.dueDate)}.`, PAGE.margin, doc.y + 2, { width: WIDTH });
    y = doc.y + 16;
  }
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
    y = drawRecipient(doc, document, y);
    y = drawTotals(doc, document, drawLines(doc, document, y));
    drawClosing(doc, document, y);
  });
}

import { formatRand } from "@atelier/money";
import { dateOfDay, formatDay, formatQuantity } from "@atelier/kit/pdf/print-formats";
import { COLOUR, drawBlockLabel, drawRule, drawStudioLetterhead, drawTitleAndFacts, FONT, HALF, PAGE, renderA4, roomFor, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import type { InvoiceDocument } from "./invoice-document";

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
  cell(line: InvoiceDocument["lines"][number]): string;
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

function drawHeading(doc: PDFKit.PDFDocument, { title, copy, invoice }: InvoiceDocument, top: number): number {
  const facts: Array<[string, string]> = [
    ["Invoice number", invoice.number],
    ["Date", formatDay(invoice.issueDate)],
    ["Due date", formatDay(invoice.dueDate)],
    ["Project", invoice.project],
    ...(invoice.quoteNumber ? [["Quote", invoice.quoteNumber] as [string, string]] : []),
  ];
  const below = drawTitleAndFacts(doc, title, facts, top);
  if (!copy) return below;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOUR.accent).text("Copy", PAGE.margin, top + 30, { width: HALF });
  return Math.max(below, doc.y);
}

/** Who is billed, on a full invoice: name, address and e-mail, as they were when it was issued. */
function drawRecipient(doc: PDFKit.PDFDocument, { recipient }: InvoiceDocument, top: number): number {
  if (!recipient) return top;
  drawBlockLabel(doc, "BILL TO", PAGE.margin, top);
  const lines = [recipient.name, ...(recipient.address?.split("\n") ?? []), recipient.email];
  lines.forEach((line, index) => {
    if (line?.trim()) doc.font(index === 0 ? FONT.bold : FONT.regular).fontSize(index === 0 ? 10.5 : 9).fillColor(index === 0 ? COLOUR.ink : COLOUR.muted).text(line, PAGE.margin, doc.y + 2, { width: HALF - 12 });
  });
  return doc.y + 18;
}

function drawLines(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number): number {
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

function drawTotals(doc: PDFKit.PDFDocument, { totals }: InvoiceDocument, top: number): number {
  const rows: Array<[string, string, string]> = totals.vatPercent
    ? [
        ["Subtotal (excl. VAT)", totals.subtotal, FONT.regular],
        [`VAT (${totals.vatPercent}%)`, totals.vat, FONT.regular],
        ["Total (incl. VAT)", totals.total, FONT.bold],
      ]
    : [["Total", totals.total, FONT.bold]];
  let y = roomFor(doc, top + 6, rows.length * 18);
  for (const [label, amount, font] of rows) {
    doc.font(font).fontSize(10).fillColor(COLOUR.ink).text(label, PAGE.margin + HALF, y, { width: HALF / 2 });
    doc.text(formatRand(amount), PAGE.margin + HALF + HALF / 2, y, { width: HALF / 2 - 6, align: "right" });
    y = doc.y + 4;
  }
  return y + 14;
}

/** Notes, then where to pay with the invoice's number as the reference, then the studio's terms. */
function drawClosing(doc: PDFKit.PDFDocument, { invoice, bank, terms }: InvoiceDocument, top: number): void {
  let y = top;
  if (invoice.notes?.trim()) {
    y = roomFor(doc, y, 40);
    drawBlockLabel(doc, "NOTES", PAGE.margin, y, WIDTH);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink).text(invoice.notes.trim(), PAGE.margin, doc.y + 2, { width: WIDTH });
    y = doc.y + 14;
  }
  y = roomFor(doc, y, 90);
  drawBlockLabel(doc, "PAYMENT DETAILS", PAGE.margin, y, WIDTH);
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
  doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.accent).text(`Use ${invoice.number} as your payment reference`, PAGE.margin, doc.y + 6, { width: WIDTH });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(`Payment is due by ${formatDay(invoice.dueDate)}.`, PAGE.margin, doc.y + 2, { width: WIDTH });
  if (!terms?.trim()) return;
  y = roomFor(doc, doc.y + 16, 50);
  drawBlockLabel(doc, "TERMS", PAGE.margin, y, WIDTH);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted).text(terms.trim(), PAGE.margin, doc.y + 2, { width: WIDTH, lineGap: 1.5 });
}

/**
 * An issued invoice as an A4 PDF: the studio's letterhead, "Tax Invoice" (or "Invoice") with its number and dates,
 * the client on a full invoice, the lines, the totals with VAT, and where to pay. The same document always gives the
 * same bytes: the PDF is dated with the issue date, and everything it prints was kept when the invoice was issued.
 */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const issued = dateOfDay(document.invoice.issueDate);
  const title = `${document.title} ${document.invoice.number}${document.copy ? " (copy)" : ""}`;
  return renderA4({ Title: title, Author: document.studio.name, Subject: document.invoice.project, CreationDate: issued, ModDate: issued }, (doc) => {
    let y = drawHeading(doc, document, drawStudioLetterhead(doc, document.studio) + 16) + 18;
    y = drawRecipient(doc, document, y);
    y = drawTotals(doc, document, drawLines(doc, document, y));
    drawClosing(doc, document, y);
  });
}

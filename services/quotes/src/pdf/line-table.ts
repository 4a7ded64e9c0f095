import { formatRand } from "@atelier/money";
import { COLOUR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, PAGE, SIZE } from "./pdf-style";
import { formatQuantity } from "@atelier/kit/pdf/print-formats";
import type { QuoteDocument, QuoteDocumentLine } from "./quote-document";

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
  cell(line: QuoteDocumentLine): string;
}

const FIXED_WIDTHS = { quantity: 44, unit: 62, unitPrice: 88, lineTotal: 92 };
const COLUMNS: Column[] = [
  { label: "Description", width: CONTENT_WIDTH - Object.values(FIXED_WIDTHS).reduce((sum, width) => sum + width, 0), align: "left", cell: (line) => line.name },
  { label: "Qty", width: FIXED_WIDTHS.quantity, align: "right", cell: (line) => formatQuantity(line.quantity) },
  { label: "Unit", width: FIXED_WIDTHS.unit, align: "left", cell: (line) => line.unit },
  { label: "Unit price", width: FIXED_WIDTHS.unitPrice, align: "right", cell: (line) => formatRand(line.unitPrice) },
  { label: "Total", width: FIXED_WIDTHS.lineTotal, align: "right", cell: (line) => formatRand(line.lineTotal) },
];
const PADDING = { x: 6, y: 5 };
const HEADER_HEIGHT = 22;
const GROUP_HEIGHT = 20;

/**
 * The lines by group, from `top` on, breaking onto new pages as they fill: each new page repeats the header row
 * and the group it is in the middle of. Returns the y below the table.
 */
export function drawLineTable(doc: PDFKit.PDFDocument, document: QuoteDocument, top: number): number {
  let y = drawHeaderRow(doc, top);
  const continuePage = () => {
    doc.addPage();
    return drawHeaderRow(doc, doc.y);
  };
  for (const group of document.groups) {
    if (group.lines.length === 0) continue;
    // A group's heading never ends a page: it stays with at least its first line.
    if (y + GROUP_HEIGHT + rowHeight(doc, group.lines[0]!) > CONTENT_BOTTOM) y = continuePage();
    y = drawGroupRow(doc, group.title, y);
    for (const line of group.lines) {
      const height = rowHeight(doc, line);
      if (y + height > CONTENT_BOTTOM) y = drawGroupRow(doc, `${group.title} (continued)`, continuePage());
      drawLineRow(doc, line, y, height);
      y += height;
    }
  }
  return y;
}

function drawHeaderRow(doc: PDFKit.PDFDocument, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOUR.headerFill);
  doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOUR.headerInk);
  eachColumn((column, x) => doc.text(column.label, x + PADDING.x, y + 7, { width: column.width - 2 * PADDING.x, align: column.align, lineBreak: false }));
  return y + HEADER_HEIGHT;
}

function drawGroupRow(doc: PDFKit.PDFDocument, title: string, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, GROUP_HEIGHT).fill(COLOUR.groupFill);
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOUR.accent).text(title, PAGE.margin + PADDING.x, y + 5.5, { width: CONTENT_WIDTH - 2 * PADDING.x, lineBreak: false, ellipsis: true });
  return y + GROUP_HEIGHT;
}

const DESCRIPTION_WIDTH = COLUMNS[0]!.width - 2 * PADDING.x;

/** A line's details, under its name in the Description column, smaller and grey. */
function detailsHeight(doc: PDFKit.PDFDocument, line: QuoteDocumentLine): number {
  if (!line.details) return 0;
  doc.font(FONT.regular).fontSize(SIZE.small);
  return 2 + doc.heightOfString(line.details, { width: DESCRIPTION_WIDTH });
}

function rowHeight(doc: PDFKit.PDFDocument, line: QuoteDocumentLine): number {
  const details = detailsHeight(doc, line);
  doc.font(FONT.regular).fontSize(SIZE.body);
  return doc.heightOfString(line.name, { width: DESCRIPTION_WIDTH }) + details + 2 * PADDING.y;
}

function drawLineRow(doc: PDFKit.PDFDocument, line: QuoteDocumentLine, y: number, height: number): void {
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.ink);
  eachColumn((column, x) => doc.text(column.cell(line), x + PADDING.x, y + PADDING.y, { width: column.width - 2 * PADDING.x, align: column.align }));
  if (line.details) {
    const nameHeight = doc.font(FONT.regular).fontSize(SIZE.body).heightOfString(line.name, { width: DESCRIPTION_WIDTH });
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOUR.muted).text(line.details, PAGE.margin + PADDING.x, y + PADDING.y + nameHeight + 2, { width: DESCRIPTION_WIDTH });
  }
  doc.moveTo(PAGE.margin, y + height).lineTo(PAGE.margin + CONTENT_WIDTH, y + height).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
}

function eachColumn(draw: (column: Column, x: number) => void): void {
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    draw(column, x);
    x += column.width;
  }
}

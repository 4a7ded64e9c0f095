import { formatRand } from "@atelier/money";
import { COLOUR, drawStudioLetterhead, FONT, HALF, PAGE, renderA4, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import type { PurchaseOrderDocument } from "./purchase-order-document";

const { ink: INK, muted: MUTED, accent: ACCENT, rule: RULE } = COLOUR;
const { bold: BOLD, regular: REGULAR } = FONT;

/** Item, room, quantity, unit cost, line total. */
const COLUMNS = [
  { x: 0, width: 200, align: "left" },
  { x: 204, width: 110, align: "left" },
  { x: 318, width: 50, align: "right" },
  { x: 372, width: 64, align: "right" },
  { x: 436, width: WIDTH - 436, align: "right" },
] as const;


/** The purchase order as an A4 PDF for its supplier: the studio's letterhead, the order's lines at cost, totals with VAT. */
export function renderPurchaseOrderPdf(document: PurchaseOrderDocument): Promise<Buffer> {
  const info = { Title: `Purchase order ${document.order.number}`, Author: document.studio.name, CreationDate: document.order.issueDate };
  return renderA4(info, (doc) => {
    let y = drawHeading(doc, document);
    y = drawParties(doc, document, y + 18);
    y = drawLines(doc, document, y + 20);
    drawTotals(doc, document, y + 10);
  });
}

/** The letterhead, then the title and the order's number, date and project. */
function drawHeading(doc: PDFKit.PDFDocument, { studio, order }: PurchaseOrderDocument): number {
  const right = PAGE.margin + HALF;
  const ruleY = drawStudioLetterhead(doc, studio);
  doc.font(BOLD).fontSize(22).fillColor(INK).text("Purchase Order", PAGE.margin, ruleY + 16, { width: HALF });
  const rows: Array<[string, string]> = [
    ["Order number", order.number],
    ["Date", order.issueDate.toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: studio.timeZone })],
    ["Project", order.projectCode ?? order.projectTitle],
  ];
  let rowY = ruleY + 20;
  for (const [label, value] of rows) {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, right + 40, rowY, { width: 90 });
    doc.font(BOLD).fillColor(INK).text(value, right + 130, rowY, { width: HALF - 130, align: "right" });
    rowY = doc.y + 3;
  }
  return Math.max(doc.y, rowY);
}

function drawParties(doc: PDFKit.PDFDocument, { supplier, order }: PurchaseOrderDocument, top: number): number {
  const blocks = [
    { x: PAGE.margin, label: "SUPPLIER", name: supplier.name, lines: [supplier.contactName && `Attn. ${supplier.contactName}`, supplier.email, supplier.phone, supplier.accountNumber && `Account ${supplier.accountNumber}`] },
    { x: PAGE.margin + HALF, label: "DELIVER TO", name: order.projectTitle, lines: [order.deliverTo ?? "Address to be confirmed"] },
  ];
  let bottom = top;
  for (const { x, label, name, lines } of blocks) {
    doc.font(BOLD).fontSize(8).fillColor(ACCENT).text(label, x, top, { width: HALF - 12, characterSpacing: 0.8 });
    doc.font(BOLD).fontSize(10.5).fillColor(INK).text(name, x, doc.y + 3, { width: HALF - 12 });
    doc.font(REGULAR).fontSize(9).fillColor(MUTED);
    for (const line of lines) if (line) doc.text(line, x, doc.y + 1, { width: HALF - 12 });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, font: string, colour: string): number {
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.font(font).fontSize(9).fillColor(colour).text(cell, PAGE.margin + column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom;
}

function drawLines(doc: PDFKit.PDFDocument, { lines }: PurchaseOrderDocument, top: number): number {
  const header = ["Item", "Room", "Qty", "Unit cost", "Total"];
  let y = drawRow(doc, header, top, BOLD, ACCENT) + 4;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  for (const line of lines) {
    if (y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      y = drawRow(doc, header, PAGE.margin, BOLD, ACCENT) + 4;
    }
    const quantity = `${Number(line.quantity.toFixed(2))}${line.unit === "each" ? "" : ` ${line.unit}`}`;
    y = drawRow(doc, [line.name, line.roomName ?? "", quantity, formatRand(line.unitCost), formatRand(line.lineTotal)], y + 5, REGULAR, INK);
    if (line.details) {
      doc.font(REGULAR).fontSize(8).fillColor(MUTED).text(line.details, PAGE.margin + COLUMNS[0]!.x, y + 2, { width: COLUMNS[0]!.width });
      y = doc.y;
    }
    y += 4;
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  return y;
}

function drawTotals(doc: PDFKit.PDFDocument, { totals }: PurchaseOrderDocument, top: number): void {
  if (top > PAGE.height - PAGE.margin - 80) {
    doc.addPage();
    top = PAGE.margin;
  }
  const rows: Array<[string, string, string]> = [
    ["Subtotal (excl. VAT)", totals.subtotal, REGULAR],
    ["VAT (15%)", totals.vat, REGULAR],
    ["Total", totals.total, BOLD],
  ];
  let y = top;
  for (const [label, amount, font] of rows) {
    doc.font(font).fontSize(10).fillColor(INK).text(label, PAGE.margin + HALF, y, { width: HALF / 2 });
    doc.text(formatRand(amount), PAGE.margin + HALF + HALF / 2, y, { width: HALF / 2, align: "right" });
    y = doc.y + 4;
  }
}

import { COLOUR, drawStudioLetterhead, FONT, HALF, PAGE, renderA4, WIDTH } from "../../pdf/studio-pdf";
import type { DeliveryNoteDocument } from "./delivery-note-document";

const RIGHT = PAGE.margin + HALF;
const SIGNATURE = { width: 240, height: 80 };
/** Below this, the next block starts a new page rather than running off this one. */
const PAGE_END = PAGE.height - PAGE.margin;

function rule(doc: PDFKit.PDFDocument, y: number, colour = COLOUR.rule): void {
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(colour === COLOUR.rule ? 0.5 : 1).strokeColor(colour).stroke();
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width = HALF - 12): void {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.accent).text(text, x, y, { width, characterSpacing: 0.8 });
}

/** The y to draw `height` points at: `y`, or the top of a new page when it would not fit. */
function roomFor(doc: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= PAGE_END) return y;
  doc.addPage();
  return PAGE.margin;
}

function drawHeading(doc: PDFKit.PDFDocument, { studio, delivery }: DeliveryNoteDocument, top: number): number {
  const moment = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeStyle: "short", timeZone: studio.timeZone });
  doc.font(FONT.bold).fontSize(22).fillColor(COLOUR.ink).text("Delivery Note", PAGE.margin, top, { width: HALF });
  const rows: Array<[string, string]> = [
    ["Delivery number", delivery.number],
    ["Scheduled", moment.format(delivery.scheduledDate)],
    ["Delivered", delivery.deliveredDate ? moment.format(delivery.deliveredDate) : "Not yet"],
    ["Status", delivery.status],
  ];
  let y = top + 2;
  for (const [name, value] of rows) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(name, RIGHT, y, { width: 90 });
    doc.font(FONT.bold).fillColor(COLOUR.ink).text(value, RIGHT + 90, y, { width: HALF - 90, align: "right" });
    y = doc.y + 3;
  }
  return y + 14;
}

function drawParties(doc: PDFKit.PDFDocument, { project, delivery }: DeliveryNoteDocument, top: number): number {
  const driver = [delivery.driverName, delivery.driverPhone].filter(Boolean).join(", ");
  const blocks = [
    { x: PAGE.margin, heading: "DELIVER TO", lines: [project.clientName ?? project.title, project.address] },
    { x: RIGHT, heading: "PROJECT AND DRIVER", lines: [[project.title, project.code].filter(Boolean).join(" · "), driver || null] },
  ];
  let bottom = top;
  for (const { x, heading, lines } of blocks) {
    label(doc, heading, x, top);
    lines.forEach((line, index) => {
      if (line) doc.font(index === 0 ? FONT.bold : FONT.regular).fontSize(index === 0 ? 10.5 : 9).fillColor(index === 0 ? COLOUR.ink : COLOUR.muted).text(line, x, doc.y + 2, { width: HALF - 12 });
    });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 18;
}

function drawItems(doc: PDFKit.PDFDocument, { items }: DeliveryNoteDocument, top: number): number {
  doc.rect(PAGE.margin, top, WIDTH, 20).fill(COLOUR.ink);
  doc.font(FONT.bold).fontSize(9).fillColor("#ffffff");
  doc.text("Item", PAGE.margin + 8, top + 6, { width: WIDTH - 100 });
  doc.text("Quantity", PAGE.margin + WIDTH - 88, top + 6, { width: 80, align: "right" });
  let y = top + 26;
  items.forEach((item, index) => {
    y = roomFor(doc, y, 40);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink).text(`${index + 1}. ${item.name}`, PAGE.margin + 8, y, { width: WIDTH - 100 });
    const below = doc.y;
    doc.text(String(Number(item.quantity.toFixed(2))), PAGE.margin + WIDTH - 88, y, { width: 80, align: "right" });
    y = Math.max(below, doc.y) + 4;
    rule(doc, y - 2);
  });
  return y + 12;
}

function drawProof(doc: PDFKit.PDFDocument, { delivery, proof }: DeliveryNoteDocument, top: number): void {
  let y = roomFor(doc, top, 160);
  if (delivery.notes) {
    label(doc, "NOTES", PAGE.margin, y, WIDTH);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink).text(delivery.notes, PAGE.margin, doc.y + 2, { width: WIDTH });
    y = roomFor(doc, doc.y + 14, 120);
  }
  label(doc, "PROOF OF DELIVERY", PAGE.margin, y, WIDTH);
  y = doc.y + 6;
  if (proof) doc.image(proof.signaturePng, PAGE.margin, y, { fit: [SIGNATURE.width, SIGNATURE.height] });
  rule(doc, y + SIGNATURE.height + 2, COLOUR.ink);
  const receiver = proof ? `Received by ${proof.receivedBy ?? "the client"}` : "Awaiting the receiver's signature";
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(receiver, PAGE.margin, y + SIGNATURE.height + 8, { width: WIDTH });
}

/** The delivery note as a branded A4 PDF: letterhead, the delivery, its items, then the receiver and their signature. */
export function renderDeliveryNote(document: DeliveryNoteDocument): Promise<Buffer> {
  const info = { Title: `Delivery note ${document.delivery.number}`, Author: document.studio.name, Subject: document.project.title };
  return renderA4(info, (doc) => {
    const belowHeading = drawHeading(doc, document, drawStudioLetterhead(doc, document.studio) + 16);
    drawProof(doc, document, drawItems(doc, document, drawParties(doc, document, belowHeading)));
  });
}

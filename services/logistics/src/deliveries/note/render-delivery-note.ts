import { COLOUR, drawBlockLabel, drawRule, drawStudioLetterhead, drawTitleAndFacts, FONT, HALF, PAGE, renderA4, roomFor, WIDTH } from "@atelier/kit/pdf/studio-pdf";
import type { DeliveryNoteDocument } from "./delivery-note-document";

const RIGHT = PAGE.margin + HALF;
const SIGNATURE = { width: 240, height: 80 };

function drawHeading(doc: PDFKit.PDFDocument, { studio, delivery }: DeliveryNoteDocument, top: number): number {
  const moment = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeStyle: "short", timeZone: studio.timeZone });
  const facts: Array<[string, string]> = [
    ["Delivery number", delivery.number],
    ["Scheduled", moment.format(delivery.scheduledDate)],
    ["Delivered", delivery.deliveredDate ? moment.format(delivery.deliveredDate) : "Not yet"],
    ["Status", delivery.status],
  ];
  return drawTitleAndFacts(doc, "Delivery Note", facts, top) + 14;
}

function drawParties(doc: PDFKit.PDFDocument, { project, delivery }: DeliveryNoteDocument, top: number): number {
  const driver = [delivery.driverName, delivery.driverPhone].filter(Boolean).join(", ");
  const blocks = [
    { x: PAGE.margin, heading: "DELIVER TO", lines: [project.clientName ?? project.title, project.address] },
    { x: RIGHT, heading: "PROJECT AND DRIVER", lines: [[project.title, project.code].filter(Boolean).join(" · "), driver || null] },
  ];
  let bottom = top;
  for (const { x, heading, lines } of blocks) {
    drawBlockLabel(doc, heading, x, top);
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
    drawRule(doc, y - 2);
  });
  return y + 12;
}

function drawProof(doc: PDFKit.PDFDocument, { delivery, proof }: DeliveryNoteDocument, top: number): void {
  let y = roomFor(doc, top, 160);
  if (delivery.notes) {
    drawBlockLabel(doc, "NOTES", PAGE.margin, y, WIDTH);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink).text(delivery.notes, PAGE.margin, doc.y + 2, { width: WIDTH });
    y = roomFor(doc, doc.y + 14, 120);
  }
  drawBlockLabel(doc, "PROOF OF DELIVERY", PAGE.margin, y, WIDTH);
  y = doc.y + 6;
  if (proof) doc.image(proof.signaturePng, PAGE.margin, y, { fit: [SIGNATURE.width, SIGNATURE.height] });
  drawRule(doc, y + SIGNATURE.height + 2, COLOUR.ink);
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

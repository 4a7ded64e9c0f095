import { COLOUR, CONTENT_WIDTH, FONT, PAGE, SIZE } from "./pdf-style";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import type { QuoteDocument } from "./quote-document";

const LOGO = { width: 170, height: 64 };
const HALF = CONTENT_WIDTH / 2;
const RIGHT_X = PAGE.margin + HALF;

/** Page one's top: logo and studio details, the quote's number and dates, then the client and the project. Returns the y below it. */
export function drawLetterhead(doc: PDFKit.PDFDocument, document: QuoteDocument): number {
  const belowStudio = drawStudio(doc, document.studio);
  const ruleY = belowStudio + 12;
  doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.width - PAGE.margin, ruleY).lineWidth(1).strokeColor(COLOUR.accent).stroke();
  const belowTitle = drawTitleAndNumbers(doc, document.quote, ruleY + 16);
  const belowParties = drawClientAndProject(doc, document, belowTitle + 18);
  return drawDescription(doc, document.quote.description, belowParties + 14) + 18;
}

function drawStudio(doc: PDFKit.PDFDocument, studio: QuoteDocument["studio"]): number {
  const top = PAGE.margin;
  let leftBottom: number;
  if (studio.logoPng) {
    doc.image(studio.logoPng, PAGE.margin, top, { fit: [LOGO.width, LOGO.height] });
    leftBottom = top + LOGO.height;
  } else {
    doc.font(FONT.bold).fontSize(SIZE.studioName + 4).fillColor(COLOUR.accent).text(studio.name, PAGE.margin, top, { width: HALF - 12 });
    leftBottom = doc.y;
  }
  doc.font(FONT.bold).fontSize(SIZE.studioName).fillColor(COLOUR.ink).text(studio.name, RIGHT_X, top, { width: HALF, align: "right" });
  const details = [
    ...(studio.postalAddress?.split("\n") ?? []),
    studio.phone && `Tel ${studio.phone}`,
    studio.email,
    studio.vatNumber && `VAT No. ${studio.vatNumber}`,
    studio.registrationNumber && `Reg. No. ${studio.registrationNumber}`,
  ].filter((line): line is string => Boolean(line?.trim()));
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOUR.muted);
  let y = doc.y + 2;
  for (const line of details) {
    doc.text(line, RIGHT_X, y, { width: HALF, align: "right" });
    y = doc.y;
  }
  return Math.max(leftBottom, y);
}

function drawTitleAndNumbers(doc: PDFKit.PDFDocument, quote: QuoteDocument["quote"], top: number): number {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOUR.ink).text("Quotation", PAGE.margin, top, { width: HALF });
  doc.font(FONT.regular).fontSize(SIZE.heading).fillColor(COLOUR.muted).text(quote.title, PAGE.margin, doc.y + 2, { width: HALF - 12 });
  const leftBottom = doc.y;
  const rows: Array<[string, string]> = [
    ["Quote number", quote.number],
    ["Version", String(quote.version)],
    ["Date", formatDay(quote.issueDate)],
    ["Valid until", quote.validUntil ? formatDay(quote.validUntil) : "Not set"],
  ];
  let y = top + 4;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.muted).text(label, RIGHT_X + 60, y, { width: 90 });
    doc.font(FONT.bold).fillColor(COLOUR.ink).text(value, RIGHT_X + 150, y, { width: HALF - 150, align: "right" });
    y = doc.y + 3;
  }
  return Math.max(leftBottom, y);
}

/** The quote's description, the width of the page, under the client and the project. */
function drawDescription(doc: PDFKit.PDFDocument, description: string | null, top: number): number {
  if (!description?.trim()) return top - 14;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.ink).text(description.trim(), PAGE.margin, top, { width: CONTENT_WIDTH });
  return doc.y;
}

function drawClientAndProject(doc: PDFKit.PDFDocument, document: QuoteDocument, top: number): number {
  const blocks: Array<{ x: number; label: string; name: string; detail: string | null }> = [
    { x: PAGE.margin, label: "PREPARED FOR", name: document.client.name, detail: document.client.email },
    { x: RIGHT_X, label: "PROJECT", name: document.project.title, detail: document.project.address },
  ];
  let bottom = top;
  for (const { x, label, name, detail } of blocks) {
    doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOUR.accent).text(label, x, top, { width: HALF - 12, characterSpacing: 0.8 });
    doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOUR.ink).text(name, x, doc.y + 3, { width: HALF - 12 });
    if (detail) doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.muted).text(detail, x, doc.y + 1, { width: HALF - 12 });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}

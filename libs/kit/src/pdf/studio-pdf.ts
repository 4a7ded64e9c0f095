import { pdfBytes } from "./pdf-bytes";

/**
 * What the studio's documents (delivery notes, purchase orders, invoices) share: A4 in points, the studio's quiet
 * ink and bronze accent as on its quotes, its letterhead, and rendering to bytes.
 */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const HALF = WIDTH / 2;
export const COLOUR = { ink: "#2b2724", muted: "#6f6861", accent: "#8a6a3f", rule: "#d9d2c8" };
export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };

export interface LetterheadStudio {
  name: string;
  postalAddress: string | null;
  phone: string | null;
  email: string | null;
  vatNumber?: string | null;
  logoPng: Buffer | null;
  /** The studio's IANA zone: the document's dates and times are the studio's. */
  timeZone: string;
}

/** The logo (or the studio's name) on the left, its name and details on the right, an accent rule under both. Returns the rule's y. */
export function drawStudioLetterhead(doc: PDFKit.PDFDocument, studio: LetterheadStudio): number {
  const top = PAGE.margin;
  const right = PAGE.margin + HALF;
  if (studio.logoPng) doc.image(studio.logoPng, PAGE.margin, top, { fit: [170, 64] });
  else doc.font(FONT.bold).fontSize(18).fillColor(COLOUR.accent).text(studio.name, PAGE.margin, top, { width: HALF - 12 });
  const leftBottom = studio.logoPng ? top + 64 : doc.y;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOUR.ink).text(studio.name, right, top, { width: HALF, align: "right" });
  const details = [...(studio.postalAddress?.split("\n") ?? []), studio.phone && `Tel ${studio.phone}`, studio.email, studio.vatNumber && `VAT No. ${studio.vatNumber}`];
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
  for (const line of details) if (line?.trim()) doc.text(line, right, doc.y + 1, { width: HALF, align: "right" });
  const ruleY = Math.max(leftBottom, doc.y) + 12;
  doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.width - PAGE.margin, ruleY).lineWidth(1).strokeColor(COLOUR.accent).stroke();
  return ruleY;
}

/** An A4 document drawn by `draw`, as bytes. pdfkit is loaded by the first document, not by every process's start-up. */
export async function renderA4(info: PDFKit.DocumentInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin }, info: { Creator: "Atelier", Producer: "Atelier", ...info } });
  draw(doc);
  return pdfBytes(doc);
}

/** A document's title on the left, and its facts (number, dates, ...) as label and value rows on the right. Returns the y below both. */
export function drawTitleAndFacts(doc: PDFKit.PDFDocument, title: string, facts: ReadonlyArray<[string, string]>, top: number): number {
  const right = PAGE.margin + HALF;
  doc.font(FONT.bold).fontSize(22).fillColor(COLOUR.ink).text(title, PAGE.margin, top, { width: HALF });
  const titleBottom = doc.y;
  let y = top + 2;
  for (const [label, value] of facts) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(label, right, y, { width: 90 });
    doc.font(FONT.bold).fillColor(COLOUR.ink).text(value, right + 90, y, { width: HALF - 90, align: "right" });
    y = doc.y + 3;
  }
  return Math.max(titleBottom, y);
}

/** The small bronze capitals that head a block ("BILL TO", "PAYMENT DETAILS"). */
export function drawBlockLabel(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width = HALF - 12): void {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.accent).text(text, x, y, { width, characterSpacing: 0.8 });
}

/** The y to draw `height` points at: `y`, or the top of a new page when it would not fit above the bottom margin. */
export function roomFor(doc: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= PAGE.height - PAGE.margin) return y;
  doc.addPage();
  return PAGE.margin;
}

/** A rule across the page: hairline grey between rows, or a firmer line in another colour. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, colour: string = COLOUR.rule): void {
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(colour === COLOUR.rule ? 0.5 : 1).strokeColor(colour).stroke();
}

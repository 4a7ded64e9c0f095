import { COLOUR, CONTENT_WIDTH, FONT, PAGE, SIZE } from "./pdf-style";
import type { QuoteDocument } from "./quote-document";

/**
 * Once every page exists: above the content of each page after the first, a line saying which quote continues;
 * in every footer, the studio and quote on the left and "Page X of Y" on the right.
 */
export function drawPageMargins(doc: PDFKit.PDFDocument, document: QuoteDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin - 10;
  const { number, version } = document.quote;
  const label = `${document.studio.name} · Quote ${number}, version ${version}`;
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    if (index > 0) {
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOUR.muted);
      doc.text(`Quote ${number}, version ${version} (continued)`, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH, lineBreak: false });
    }
    // Below the bottom margin pdfkit would start a new page for the text; the footer belongs to this one.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(PAGE.margin, y - 8).lineTo(PAGE.margin + CONTENT_WIDTH, y - 8).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOUR.muted);
    doc.text(label, PAGE.margin, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index + 1} of ${count}`, PAGE.margin + CONTENT_WIDTH * 0.7, y, { width: CONTENT_WIDTH * 0.3, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

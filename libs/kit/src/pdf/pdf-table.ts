import { COLOUR, drawRule, FONT, PAGE, roomFor } from "./studio-pdf";

/** One column of a printed table: its heading, width in points, alignment, and what it prints of a row. */
export interface PdfColumn<T> {
  label: string;
  width: number;
  align: "left" | "right";
  cell(row: T): string;
}

function drawCells(doc: PDFKit.PDFDocument, widths: ReadonlyArray<Pick<PdfColumn<unknown>, "width" | "align">>, cells: string[], y: number, font: string, colour: string): number {
  let x = PAGE.margin;
  let bottom = y;
  widths.forEach((column, index) => {
    doc.font(font).fontSize(9).fillColor(colour).text(cells[index]!, x + 6, y, { width: column.width - 12, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

function drawHeaderRow<T>(doc: PDFKit.PDFDocument, columns: ReadonlyArray<PdfColumn<T>>, y: number): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  doc.rect(PAGE.margin, y, width, 20).fill(COLOUR.ink);
  drawCells(doc, columns, columns.map((column) => column.label), y + 6, FONT.bold, "#ffffff");
  return y + 26;
}

/** A table from `top`: a dark heading row, then each row under a rule, the heading again atop each new page. Answers where it ends. */
export function drawTable<T>(doc: PDFKit.PDFDocument, columns: ReadonlyArray<PdfColumn<T>>, rows: readonly T[], top: number): number {
  let y = drawHeaderRow(doc, columns, top);
  for (const row of rows) {
    const roomy = roomFor(doc, y, 30);
    if (roomy !== y) y = drawHeaderRow(doc, columns, roomy);
    y = drawCells(doc, columns, columns.map((column) => column.cell(row)), y, FONT.regular, COLOUR.ink) + 4;
    drawRule(doc, y - 1);
    y += 4;
  }
  return y;
}

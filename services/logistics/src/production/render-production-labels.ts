import { drawQrCode } from "./draw-qr-code";

export interface ProductionLabel {
  name: string;
  sku: string | null;
  roomName: string | null;
  /** The path the QR code opens, on the app's origin. */
  path: string;
}

export interface LabelSheet {
  projectTitle: string;
  origin: string;
  labels: ProductionLabel[];
}

/** An A4 sheet in points (1/72 inch): two columns of six labels, each big enough to stick on a crate and scan from a metre away. */
const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const HEADER = 34;
const GRID = { columns: 2, rows: 6, gap: 8 };
const LABEL = {
  width: (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.gap) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - HEADER - (GRID.rows - 1) * GRID.gap) / GRID.rows,
  padding: 8,
};
const QR_SIZE = LABEL.height - 2 * LABEL.padding - 10;
const COLOUR = { ink: "#2b2724", muted: "#6f6861", accent: "#8a6a3f", rule: "#d9d2c8" };
const PER_PAGE = GRID.columns * GRID.rows;

function drawHeader(doc: PDFKit.PDFDocument, sheet: LabelSheet, page: number, pages: number) {
  doc.font("Helvetica-Bold").fontSize(13).fillColor(COLOUR.accent).text(`Production labels: ${sheet.projectTitle}`, PAGE.margin, PAGE.margin, { width: LABEL.width * 1.5, lineBreak: false, ellipsis: true });
  doc.font("Helvetica").fontSize(8).fillColor(COLOUR.muted).text(`Page ${page} of ${pages}`, PAGE.margin, PAGE.margin + 4, { width: PAGE.width - 2 * PAGE.margin, align: "right" });
}

function drawLabel(doc: PDFKit.PDFDocument, label: ProductionLabel, url: string, x: number, y: number) {
  doc.roundedRect(x, y, LABEL.width, LABEL.height, 6).lineWidth(0.75).dash(3, { space: 3 }).strokeColor(COLOUR.rule).stroke().undash();
  drawQrCode(doc, url, x + LABEL.padding, y + LABEL.padding, QR_SIZE);
  const textX = x + LABEL.padding * 2 + QR_SIZE;
  const textWidth = LABEL.width - (textX - x) - LABEL.padding;
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor(COLOUR.ink).text(label.name, textX, y + LABEL.padding, { width: textWidth, height: 40, ellipsis: true });
  doc.font("Helvetica-Bold").fontSize(9).fillColor(COLOUR.accent).text(label.sku ?? "No SKU", textX, doc.y + 4, { width: textWidth });
  if (label.roomName) doc.font("Helvetica").fontSize(8.5).fillColor(COLOUR.muted).text(label.roomName, textX, doc.y + 2, { width: textWidth, lineBreak: false, ellipsis: true });
  // The address in print too, for a phone that cannot scan.
  doc.font("Helvetica").fontSize(5.5).fillColor(COLOUR.muted).text(url, textX, y + LABEL.height - LABEL.padding - 28, { width: textWidth, height: 28 });
}

/** The sheet of QR labels, one per production item, each code opening the item in the app. An empty project gets one page saying so. */
export async function renderProductionLabels(sheet: LabelSheet): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, autoFirstPage: false, info: { Title: `Production labels: ${sheet.projectTitle}`, Author: "Atelier" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const pages = Math.max(1, Math.ceil(sheet.labels.length / PER_PAGE));
  for (let page = 0; page < pages; page += 1) {
    doc.addPage();
    drawHeader(doc, sheet, page + 1, pages);
    const onPage = sheet.labels.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
    if (onPage.length === 0) doc.font("Helvetica").fontSize(11).fillColor(COLOUR.muted).text("No production items yet: they appear when a quote is approved.", PAGE.margin, PAGE.margin + HEADER);
    for (const [index, label] of onPage.entries()) {
      const x = PAGE.margin + (index % GRID.columns) * (LABEL.width + GRID.gap);
      const y = PAGE.margin + HEADER + Math.floor(index / GRID.columns) * (LABEL.height + GRID.gap);
      drawLabel(doc, label, new URL(label.path, sheet.origin).toString(), x, y);
    }
  }
  doc.end();
  return done;
}

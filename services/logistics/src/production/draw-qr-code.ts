import QRCode from "qrcode";

/** Modules of light margin around the code, so a scanner finds its edge on any label stock. */
const QUIET_MODULES = 1;

/**
 * Draws `text` as a QR code in vector form, a `size`-point square at (x, y), and makes the square a link to
 * it: sharp at any printer's resolution, and an order of magnitude faster than embedding a PNG per label.
 * Each row's dark modules are drawn as runs, one filled path for the whole code.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / (modules.size + 2 * QUIET_MODULES);
  const origin = { x: x + QUIET_MODULES * cell, y: y + QUIET_MODULES * cell };
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.data[row * modules.size + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.data[row * modules.size + column]) column += 1;
      doc.rect(origin.x + start * cell, origin.y + row * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor("#000000").fill();
  doc.link(x, y, size, size, text);
}

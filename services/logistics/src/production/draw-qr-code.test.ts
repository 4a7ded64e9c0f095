import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { drawQrCode } from "./draw-qr-code";

/** Records what drawQrCode asks of a PDF document: its rectangles, fills and links. */
function recordingDocument() {
  const rects: Array<[number, number, number, number]> = [];
  const links: Array<[number, number, number, number, string]> = [];
  let fills = 0;
  const doc = {
    rect: (x: number, y: number, width: number, height: number) => (rects.push([x, y, width, height]), doc),
    fillColor: () => doc,
    fill: () => ((fills += 1), doc),
    link: (x: number, y: number, width: number, height: number, url: string) => (links.push([x, y, width, height, url]), doc),
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, rects, links, fills: () => fills };
}

describe("a label's QR code", () => {
  const text = "https://studio.example.com/projects/a7fbf2d0-1111-4222-8333-444455556666/production#item-0b0c0d0e-1111-4222-8333-444455556666";

  it("draws exactly the dark modules of the code for its text, in one fill, and links the square to the text", () => {
    const { doc, rects, links, fills } = recordingDocument();
    drawQrCode(doc, text, 100, 200, 94);

    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const cell = 94 / (modules.size + 2);
    const drawn = new Uint8Array(modules.size * modules.size);
    for (const [x, y, width] of rects) {
      const row = Math.round((y - 200) / cell) - 1;
      const first = Math.round((x - 100) / cell) - 1;
      for (let column = first; column < first + Math.round(width / cell); column += 1) drawn[row * modules.size + column] = 1;
    }
    expect([...drawn]).toEqual([...modules.data].map((dark) => (dark ? 1 : 0)));
    expect(fills()).toBe(1);
    expect(links).toEqual([[100, 200, 94, 94, text]]);
  });
});

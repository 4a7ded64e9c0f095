/** For tests: what a PDF says, read with pdf.js (a dev dependency: never imported by a running service). */
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

async function withPdf<T>(pdf: Buffer, read: (loaded: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
  try {
    return await read(loaded);
  } finally {
    await loaded.destroy();
  }
}

/** The text of each page, one string per page, its pieces (cells, lines) one per line. */
export function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  return withPdf(pdf, async (loaded) => {
    const pages: string[] = [];
    for (let number = 1; number <= loaded.numPages; number += 1) {
      const content = await (await loaded.getPage(number)).getTextContent();
      pages.push(content.items.flatMap((item) => ("str" in item && item.str.trim() ? [item.str] : [])).join("\n"));
    }
    return pages;
  });
}

/** The document information dictionary: Title, Author, CreationDate ("D:20261123000000Z"), ... */
export function pdfInfo(pdf: Buffer): Promise<Record<string, unknown>> {
  return withPdf(pdf, async (loaded) => (await loaded.getMetadata()).info as Record<string, unknown>);
}

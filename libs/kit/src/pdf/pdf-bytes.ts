import { createHash } from "node:crypto";

/** Ends the document and answers its bytes, once pdfkit has written them all. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Hex SHA-256 of a PDF's bytes: a kept PDF's record and ETag. */
export const sha256Of = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

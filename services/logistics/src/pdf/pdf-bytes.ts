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

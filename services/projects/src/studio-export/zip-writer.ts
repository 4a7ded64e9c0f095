import { createHash } from "node:crypto";
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** A file written into the ZIP: its SHA-256 and size, as the manifest lists them. */
export interface WrittenFile {
  sha256: string;
  bytes: number;
}

/** How a file is put into the ZIP: compressed (text), or stored as it is (photos, PDFs and recordings are compressed already). */
export type Packing = "deflate" | "store";

/**
 * A ZIP written as a stream, one file after another, each fed in chunks: nothing waits in memory for more than the
 * reader takes, as each chunk waits for the stream to drain. `stream` is what storage reads the ZIP from.
 */
export function zipWriter() {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.destroy(error);
    else {
      stream.write(chunk);
      if (final) stream.end();
    }
  });
  const drained = async () => {
    if (stream.writableNeedDrain) await once(stream, "drain");
  };

  /** Adds a file from its chunks, in order; answers its SHA-256 and size. */
  async function addFile(path: string, chunks: AsyncIterable<Uint8Array | string>, packing: Packing = "deflate"): Promise<WrittenFile> {
    const file = packing === "deflate" ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(file);
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of chunks) {
      const data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      hash.update(data);
      bytes += data.length;
      file.push(data);
      await drained();
    }
    file.push(new Uint8Array(0), true);
    await drained();
    return { sha256: hash.digest("hex"), bytes };
  }

  return {
    stream: stream as Readable,
    addFile,
    /** Writes the ZIP's directory; the stream ends once it is out. */
    finish: () => zip.end(),
    fail: (error: Error) => stream.destroy(error),
  };
}

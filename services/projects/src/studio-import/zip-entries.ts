import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Unzip, UnzipInflate, UnzipPassThrough } from "fflate";

/** What the reader is told of a file of the ZIP, as its bytes arrive: each chunk, then its SHA-256 once it ends. */
export interface EntryHandler {
  chunk(bytes: Uint8Array): void;
  end(sha256: string): void;
}

/**
 * Reads the ZIP at `file` from disk a chunk at a time, handing each file's bytes to the handler `open` gives it (or
 * skipping the file when it gives none). After each chunk read, `settle` is awaited, so the work the handlers queued
 * (rows to insert, files to store) keeps pace with the reading and the ZIP is never held in memory.
 */
export async function readZipEntries(file: string, open: (name: string) => EntryHandler | null, settle: () => Promise<void>): Promise<void> {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  let failure: Error | null = null;
  unzip.onfile = (entry) => {
    const handler = open(entry.name);
    if (!handler) return;
    const hash = createHash("sha256");
    entry.ondata = (error, bytes, final) => {
      if (error) {
        failure = error;
        return;
      }
      hash.update(bytes);
      handler.chunk(bytes);
      if (final) handler.end(hash.digest("hex"));
    };
    entry.start();
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    unzip.push(chunk as Buffer);
    if (failure) throw failure;
    await settle();
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  await settle();
}

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ObjectStorage } from "@atelier/kit";

/** Copies a recording from storage (perhaps on another machine) to a temporary file for the transcriber. */
export async function withRecording<T>(storage: ObjectStorage, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "atelier-recording-"));
  try {
    const path = join(dir, "recording");
    await writeFile(path, await storage.read(key));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

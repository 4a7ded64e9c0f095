import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertObjectKey, isObjectKey, roundedExpiry, type ListedObject, type ObjectStorage, type StoredObject } from "./types";

/** Local objects are read and written through the owning service under this path, behind the gateway. */
export const LOCAL_OBJECTS_PATH = "/api/objects/";

export type SignedMethod = "GET" | "PUT";

/**
 * Objects as files under one folder (the default on one machine), each with a small sidecar
 * holding its content type. URLs are signed with an HMAC of the method, key and expiry.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = "local";
  private readonly root: string;
  private readonly signingKey: Buffer;

  constructor(root: string, secret: string) {
    this.root = resolve(root);
    this.signingKey = createHmac("sha256", secret).update("atelier object urls").digest();
  }

  async uploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    return this.sign("PUT", key, Math.floor(Date.now() / 1000) + expiresInSeconds);
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string> {
    return this.sign("GET", key, roundedExpiry(Date.now(), expiresInSeconds));
  }

  /** Whether a request for `key` carries a valid, unexpired signature for `method`. */
  verify(method: SignedMethod, key: string, expires: string | undefined, signature: string | undefined): boolean {
    const expiry = Number(expires);
    if (!isObjectKey(key) || !Number.isInteger(expiry) || expiry * 1000 < Date.now() || typeof signature !== "string") return false;
    const expected = Buffer.from(this.signature(method, key, expiry));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    if (Buffer.isBuffer(data)) await writeFile(path, data);
    else await pipeline(data, createWriteStream(path));
    await writeFile(`${path}.meta.json`, JSON.stringify({ contentType }));
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async readStream(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Fails here, as the S3 driver does, for a key with no object, not at the first read.
    await stat(path);
    return createReadStream(path);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const [{ size }, meta] = await Promise.all([stat(path), readFile(`${path}.meta.json`, "utf8").catch(() => "{}")]);
      return { size, contentType: (JSON.parse(meta) as { contentType?: string }).contentType ?? null };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.flatMap((key) => [rm(this.pathOf(key), { force: true }), rm(`${this.pathOf(key)}.meta.json`, { force: true })]));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    // Walk from the folder the prefix names (or ends in), then keep the keys that really start with it.
    const base = join(this.root, prefix.slice(0, prefix.lastIndexOf("/") + 1));
    let entries;
    try {
      entries = await readdir(base, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith(".meta.json")) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join("/");
      if (!key.startsWith(prefix)) continue;
      const { mtime, size } = await stat(path);
      yield { key, modifiedAt: mtime, size };
    }
  }

  keyOfUrl(url: string): string | null {
    const { pathname } = new URL(url, "http://local");
    if (!pathname.startsWith(LOCAL_OBJECTS_PATH)) return null;
    const key = decodeURIComponent(pathname.slice(LOCAL_OBJECTS_PATH.length));
    return isObjectKey(key) ? key : null;
  }

  private pathOf(key: string): string {
    return join(this.root, assertObjectKey(key));
  }

  private signature(method: SignedMethod, key: string, expires: number): string {
    return createHmac("sha256", this.signingKey).update(`${method}\n${key}\n${expires}`).digest("base64url");
  }

  private sign(method: SignedMethod, key: string, expires: number): string {
    const query = new URLSearchParams({ expires: String(expires), signature: this.signature(method, assertObjectKey(key), expires) });
    return `${LOCAL_OBJECTS_PATH}${key}?${query}`;
  }
}

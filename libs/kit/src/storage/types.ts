import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  contentType: string | null;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
  /** Bytes. */
  size: number;
}

/**
 * Where photos, recordings and generated images live. Browsers never get credentials: they get
 * signed URLs that expire, to PUT one object's bytes or to read one object.
 */
export interface ObjectStorage {
  driver: "local" | "s3";
  /** A URL a browser may PUT this object's bytes to until it expires. */
  uploadUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A URL a browser may read this object from. Its expiry is rounded to the hour so the same
   * object keeps the same URL for a while and the browser's cache works.
   */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The object's bytes as they come, for one too large to hold in memory. */
  readStream(key: string): Promise<Readable>;
  /** Null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Removes the objects; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /** The object a URL signed by this storage points at, or null for any other URL. */
  keyOfUrl(url: string): string | null;
}

const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,511}$/;

/** Keys are made by our code, but a key also comes back in URLs: refuse anything that could leave the store. */
export function assertObjectKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes("//")) throw new Error(`Invalid object key: ${key}`);
  return key;
}

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("//");
}

const HOUR_SECONDS = 3600;

/** The expiry of a read URL: at least `expiresInSeconds` minus an hour away, the same for a whole hour. */
export function roundedExpiry(nowMs: number, expiresInSeconds: number): number {
  const hourStart = Math.floor(nowMs / 1000 / HOUR_SECONDS) * HOUR_SECONDS;
  return hourStart + Math.max(expiresInSeconds, 2 * HOUR_SECONDS);
}

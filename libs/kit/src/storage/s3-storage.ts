import { buffer } from "node:stream/consumers";
import type { Readable } from "node:stream";
import { Client } from "minio";
import { assertObjectKey, isObjectKey, roundedExpiry, type ObjectStorage, type StoredObject } from "./types";

export interface S3Settings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** s3rver (the tests' S3) has no multipart upload: keep every object in one part. */
const SINGLE_PART_BYTES = 5 * 1024 * 1024 * 1024;

/** Objects in S3 or MinIO through the minio client; browsers PUT and GET with presigned URLs. */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = "s3";
  private readonly client: Client;
  private readonly endpoint: URL;
  private readonly bucket: string;
  private bucketReady: Promise<void> | null = null;

  constructor(settings: S3Settings) {
    this.endpoint = new URL(settings.endpoint);
    this.bucket = settings.bucket;
    const useSSL = this.endpoint.protocol === "https:";
    this.client = new Client({
      endPoint: this.endpoint.hostname,
      port: Number(this.endpoint.port) || (useSSL ? 443 : 80),
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
      partSize: SINGLE_PART_BYTES,
    });
  }

  async uploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    await this.ensureBucket();
    return this.client.presignedPutObject(this.bucket, assertObjectKey(key), expiresInSeconds);
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string> {
    const expiresAt = roundedExpiry(Date.now(), expiresInSeconds);
    const signedAt = new Date((expiresAt - expiresInSeconds) * 1000);
    return this.client.presignedGetObject(this.bucket, assertObjectKey(key), expiresInSeconds, {}, signedAt);
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.bucket, assertObjectKey(key), data, Buffer.isBuffer(data) ? data.length : undefined, { "Content-Type": contentType });
  }

  async read(key: string): Promise<Buffer> {
    return buffer(await this.client.getObject(this.bucket, assertObjectKey(key)));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket, assertObjectKey(key));
      const contentType = (stat.metaData["content-type"] as string | undefined) ?? null;
      return { size: stat.size, contentType };
    } catch (error) {
      if (["NotFound", "NoSuchKey"].includes((error as { code?: string }).code ?? "")) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys.map(assertObjectKey));
  }

  keyOfUrl(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const prefix = `/${this.bucket}/`;
    if (parsed.host !== this.endpoint.host || !parsed.pathname.startsWith(prefix)) return null;
    const key = decodeURIComponent(parsed.pathname.slice(prefix.length));
    return isObjectKey(key) ? key : null;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
    })().catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }
}

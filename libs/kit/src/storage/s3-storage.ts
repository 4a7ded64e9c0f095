import { buffer } from "node:stream/consumers";
import type { Readable } from "node:stream";
import type { Client } from "minio";
import { assertObjectKey, isObjectKey, roundedExpiry, type ListedObject, type ObjectStorage, type StoredObject } from "./types";

export interface S3Settings {
  endpoint: string;
  /** Where browsers reach the same server, when it differs (a container network): presigned URLs name it. */
  publicEndpoint?: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** s3rver (the tests' S3) has no multipart upload: keep every object in one part. */
const SINGLE_PART_BYTES = 5 * 1024 * 1024 * 1024;

function clientFor(S3Client: typeof Client, endpoint: URL, settings: S3Settings): Client {
  const useSSL = endpoint.protocol === "https:";
  return new S3Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port) || (useSSL ? 443 : 80),
    useSSL,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: settings.region,
    pathStyle: true,
    partSize: SINGLE_PART_BYTES,
  });
}

/**
 * Objects in S3 or MinIO through the minio client; browsers PUT and GET with presigned URLs. The client is loaded
 * only here, when S3 is configured: it is half a second of every process's start-up on the local disk's behalf.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = "s3";
  /** The client for requests, and the one that signs browsers' URLs. */
  private readonly clients: Promise<{ client: Client; signer: Client }>;
  private readonly publicEndpoint: URL;
  private readonly bucket: string;
  private bucketReady: Promise<void> | null = null;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.publicEndpoint = new URL(settings.publicEndpoint ?? settings.endpoint);
    this.clients = import("minio").then(({ Client: S3Client }) => ({
      client: clientFor(S3Client, new URL(settings.endpoint), settings),
      // Signing needs no request (the region is given), so this client never has to reach the public address.
      signer: clientFor(S3Client, this.publicEndpoint, settings),
    }));
  }

  private async client(): Promise<Client> {
    return (await this.clients).client;
  }

  async uploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    await this.ensureBucket();
    return (await this.clients).signer.presignedPutObject(this.bucket, assertObjectKey(key), expiresInSeconds);
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string> {
    const expiresAt = roundedExpiry(Date.now(), expiresInSeconds);
    const signedAt = new Date((expiresAt - expiresInSeconds) * 1000);
    return (await this.clients).signer.presignedGetObject(this.bucket, assertObjectKey(key), expiresInSeconds, {}, signedAt);
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<void> {
    await this.ensureBucket();
    await (await this.client()).putObject(this.bucket, assertObjectKey(key), data, Buffer.isBuffer(data) ? data.length : undefined, { "Content-Type": contentType });
  }

  async read(key: string): Promise<Buffer> {
    return buffer(await this.readStream(key));
  }

  async readStream(key: string): Promise<Readable> {
    return (await this.client()).getObject(this.bucket, assertObjectKey(key));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await (await this.client()).statObject(this.bucket, assertObjectKey(key));
      const contentType = (stat.metaData["content-type"] as string | undefined) ?? null;
      return { size: stat.size, contentType };
    } catch (error) {
      if (["NotFound", "NoSuchKey"].includes((error as { code?: string }).code ?? "")) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await (await this.client()).removeObjects(this.bucket, keys.map(assertObjectKey));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    await this.ensureBucket();
    for await (const item of (await this.client()).listObjectsV2(this.bucket, prefix, true)) {
      const { name, lastModified, size } = item as { name?: string; lastModified?: Date; size?: number };
      if (name && lastModified) yield { key: name, modifiedAt: lastModified, size: size ?? 0 };
    }
  }

  keyOfUrl(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const prefix = `/${this.bucket}/`;
    if (parsed.host !== this.publicEndpoint.host || !parsed.pathname.startsWith(prefix)) return null;
    const key = decodeURIComponent(parsed.pathname.slice(prefix.length));
    return isObjectKey(key) ? key : null;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      const client = await this.client();
      if (!(await client.bucketExists(this.bucket))) await client.makeBucket(this.bucket);
    })().catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }
}

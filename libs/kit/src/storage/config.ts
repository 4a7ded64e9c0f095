import { z } from "zod";
import { LocalObjectStorage } from "./local-storage";
import { S3ObjectStorage } from "./s3-storage";
import type { Redis } from "../redis";
import type { ObjectStorage } from "./types";
import { UploadQuota } from "./upload-quota";

/** Settings of the services that keep objects: local disk unless S3_ENDPOINT names an S3 or MinIO server. */
export const storageConfigFields = {
  OBJECTS_DIR: z.string().min(1).default(".data/objects"),
  S3_ENDPOINT: z.url().optional(),
  /** The address browsers use for the same server, when it differs from the services' (a container network). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, "must be a valid bucket name").default("atelier"),
  S3_REGION: z.string().default("us-east-1"),
  /** Uploads (photos and recordings) one studio may start in an hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  /** Bytes one studio may keep in storage (20 GB by default). */
  STUDIO_STORAGE_BYTES: z.coerce.number().int().min(1).default(20 * 1024 ** 3),
};

export type StorageConfig = z.infer<z.ZodObject<typeof storageConfigFields>> & { INTERNAL_SECRET: string };

/** For a config schema's superRefine: S3 needs its credentials. */
export function requireS3Credentials(config: Partial<StorageConfig>, context: z.RefinementCtx): void {
  if (!config.S3_ENDPOINT) return;
  for (const name of ["S3_ACCESS_KEY", "S3_SECRET_KEY"] as const) {
    if (!config[name]) context.addIssue({ code: "custom", path: [name], message: "is required when S3_ENDPOINT is set" });
  }
}

export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (!config.S3_ENDPOINT) return new LocalObjectStorage(config.OBJECTS_DIR, config.INTERNAL_SECRET);
  return new S3ObjectStorage({
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY!,
    secretKey: config.S3_SECRET_KEY!,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
}

export function createUploadQuota(config: Pick<StorageConfig, "UPLOADS_PER_HOUR" | "STUDIO_STORAGE_BYTES">, redis: Redis, storage: ObjectStorage): UploadQuota {
  return new UploadQuota(redis, storage, { uploadsPerHour: config.UPLOADS_PER_HOUR, studioBytes: config.STUDIO_STORAGE_BYTES });
}

import type { Response } from "express";
import { HttpError } from "../http-error";
import type { Redis } from "../redis";
import { objectKeys } from "./object-keys";
import type { ObjectStorage } from "./types";

export interface UploadQuotaSettings {
  /** Uploads (photo upload URLs and recordings) one studio may start in a clock hour. */
  uploadsPerHour: number;
  /** Bytes one studio may keep in storage, everything counted. */
  studioBytes: number;
}

const HOUR_SECONDS = 3600;
/** How long a studio's counted usage stands before storage is listed again; a deletion forgets it at once. */
const USAGE_SECONDS = 600;
/** Adds to a studio's counted usage only while there is one: a missing count is listed afresh, not started from zero. */
const ADD_IF_COUNTED = `if redis.call("exists", KEYS[1]) == 1 then return redis.call("incrby", KEYS[1], ARGV[1]) end return false`;

const usageKey = (studioId: string) => `atelier:storage-used:${studioId}`;
const readable = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

/**
 * How much one studio may upload: so many uploads an hour (429, with Retry-After) and so many bytes
 * kept in all (413). Usage is listed from storage and counted in Redis between listings.
 */
export class UploadQuota {
  constructor(
    private readonly redis: Redis,
    private readonly storage: ObjectStorage,
    private readonly settings: UploadQuotaSettings,
  ) {}

  /** Lets one more upload of the studio's through, or refuses it with a message saying why. */
  async admit(studioId: string, res: Response): Promise<void> {
    const { studioBytes, uploadsPerHour } = this.settings;
    const used = await this.usage(studioId);
    if (used >= studioBytes) {
      throw new HttpError(413, `Your studio's storage is full (${readable(used)} of ${readable(studioBytes)} used): delete photos or recordings you no longer need to upload more`);
    }
    const now = Math.floor(Date.now() / 1000);
    const window = Math.floor(now / HOUR_SECONDS);
    const key = `atelier:uploads:${studioId}:${window}`;
    const [[, count] = []] = (await this.redis.multi().incr(key).expire(key, HOUR_SECONDS).exec()) ?? [];
    if (Number(count) > uploadsPerHour) {
      const retryAfter = (window + 1) * HOUR_SECONDS - now;
      res.set("Retry-After", String(retryAfter));
      throw new HttpError(429, `Your studio has made ${uploadsPerHour} uploads this hour, the most allowed: try again in ${Math.ceil(retryAfter / 60)} minutes`);
    }
  }

  /** Counts bytes the studio has just stored. */
  async stored(studioId: string, bytes: number): Promise<void> {
    await this.redis.eval(ADD_IF_COUNTED, 1, usageKey(studioId), bytes);
  }

  /** After a deletion: the next upload lists the studio's storage afresh. */
  async forget(studioId: string): Promise<void> {
    await this.redis.del(usageKey(studioId));
  }

  private async usage(studioId: string): Promise<number> {
    const counted = await this.redis.get(usageKey(studioId));
    if (counted !== null) return Number(counted);
    let total = 0;
    for await (const object of this.storage.list(objectKeys.studioPrefix(studioId))) total += object.size;
    await this.redis.set(usageKey(studioId), total, "EX", USAGE_SECONDS, "NX");
    return total;
  }
}

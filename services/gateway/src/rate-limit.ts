import type { RequestHandler } from "express";
import { HttpError, type Redis } from "@atelier/kit";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Counts one attempt against a key in a fixed window; answers the seconds to wait once over the limit. */
async function hit(redis: Redis, key: string, limit: RateLimit): Promise<number> {
  const [[, count], , [, ttl]] = (await redis
    .multi()
    .incr(key)
    .expire(key, limit.windowSeconds, "NX")
    .ttl(key)
    .exec()) as [[null, number], [null, number], [null, number]];
  return count > limit.max ? Math.max(ttl, 1) : 0;
}

/**
 * Sign-in and sign-up attempts, limited per client address and per e-mail, so neither one address
 * trying many accounts nor many addresses trying one account get far.
 */
export function limitAuthAttempts(redis: Redis, limit: RateLimit): RequestHandler {
  return async (req, res, next) => {
    const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
    const keys = [`ratelimit:auth:ip:${req.caller.ip}`, ...(email ? [`ratelimit:auth:email:${email}`] : [])];
    const waits = await Promise.all(keys.map((key) => hit(redis, key, limit)));
    const wait = Math.max(...waits);
    if (wait === 0) return next();
    res.set("Retry-After", String(wait));
    const minutes = Math.ceil(wait / 60);
    next(new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`));
  };
}

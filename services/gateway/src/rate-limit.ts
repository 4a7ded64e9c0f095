import type { Request, RequestHandler } from "express";
import { HttpError, type Redis } from "@atelier/kit";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

function keysFor(req: Request): string[] {
  const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
  return [`ratelimit:auth:ip:${req.caller.ip}`, ...(email ? [`ratelimit:auth:email:${email}`] : [])];
}

/** Seconds until the fullest of the keys has a free try again; 0 when every key has tries left. */
async function secondsToWait(redis: Redis, keys: string[], limit: RateLimit): Promise<number> {
  const counts = await Promise.all(keys.map(async (key) => [Number(await redis.get(key)), await redis.ttl(key)] as const));
  return Math.max(0, ...counts.filter(([count]) => count >= limit.max).map(([, ttl]) => Math.max(ttl, 1)));
}

async function count(redis: Redis, keys: string[], limit: RateLimit): Promise<void> {
  const transaction = redis.multi();
  for (const key of keys) transaction.incr(key).expire(key, limit.windowSeconds, "NX");
  await transaction.exec();
}

/**
 * Sign-in and sign-up tries, limited per client address and per e-mail, so neither one address
 * trying many accounts nor many addresses trying one account get far. A successful sign-in does
 * not use up a try (a whole studio may sign in from one office address); every sign-up does.
 */
export function limitAuthAttempts(redis: Redis, limit: RateLimit): RequestHandler {
  return async (req, res, next) => {
    const keys = keysFor(req);
    const wait = await secondsToWait(redis, keys, limit);
    if (wait > 0) {
      res.set("Retry-After", String(wait));
      const minutes = Math.ceil(wait / 60);
      return next(new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`));
    }
    const isSignUp = req.path === "/api/register";
    res.once("finish", () => {
      if (isSignUp || res.statusCode >= 400) void count(redis, keys, limit).catch(() => undefined);
    });
    next();
  };
}

import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "@atelier/kit/http-error";
import type { Redis } from "@atelier/kit/redis";

export interface RateLimit {
  /** Tries per e-mail, and per address and e-mail, in a window. */
  max: number;
  windowSeconds: number;
}

/** How many times more tries one address gets than one e-mail: a whole studio signs in from one office. */
export const ADDRESS_CEILING_FACTOR = 10;

interface Counter {
  limiter: RateLimiterRedis;
  key: string;
}

const hashed = (value: string) => createHash("sha256").update(value).digest("base64url");

function emailOf(req: Request): string | null {
  const email: unknown = req.body?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
}

function limiters(redis: Redis, limit: RateLimit) {
  const limiter = (name: string, points: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `ratelimit:auth:${name}`, points, duration: limit.windowSeconds });
  return {
    address: limiter("address", limit.max * ADDRESS_CEILING_FACTOR),
    email: limiter("email", limit.max),
    pair: limiter("address-email", limit.max),
  };
}

/** The counters one try uses up; e-mails are hashed so that keys stay short and hold no address book. */
function countersFor(req: Request, byName: ReturnType<typeof limiters>): Counter[] {
  const email = emailOf(req);
  const address: Counter = { limiter: byName.address, key: req.caller.ip };
  if (!email) return [address];
  return [address, { limiter: byName.email, key: hashed(email) }, { limiter: byName.pair, key: hashed(`${req.caller.ip}\n${email}`) }];
}

const giveBack = (counters: Counter[]) => Promise.all(counters.map(({ limiter, key }) => limiter.reward(key, 1)));

/** The 429 for refused tries, saying in minutes how long until the longest refusal lifts. */
export function tooManyAttempts(res: Response, refusals: RateLimiterRes[]): HttpError {
  const wait = Math.max(1, Math.ceil(Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) / 1000));
  res.set("Retry-After", String(wait));
  const minutes = Math.ceil(wait / 60);
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/**
 * Sign-in and sign-up tries, limited per e-mail, per address and e-mail, and (ten times higher) per
 * address, so guessing one account's password stops soon while colleagues' typos in one office do
 * not refuse the one who types theirs right. A try is taken atomically before the request goes on,
 * so concurrent tries cannot overrun a limit, and given back when it signs in; every sign-up counts.
 */
export function limitAuthAttempts(redis: Redis, limit: RateLimit): RequestHandler {
  const byName = limiters(redis, limit);
  return async (req, res, next) => {
    const counters = countersFor(req, byName);
    const outcomes = await Promise.allSettled(counters.map(({ limiter, key }) => limiter.consume(key)));
    const taken = counters.filter((_, index) => outcomes[index]!.status === "fulfilled");
    const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    if (failures.length > 0) {
      // A refused try is no try: the counters that had room keep it.
      await giveBack(taken).catch(() => undefined);
      const error = failures.find((failure) => !(failure instanceof RateLimiterRes));
      return next(error ?? tooManyAttempts(res, failures as RateLimiterRes[]));
    }
    const isSignIn = req.path === "/api/login";
    res.once("finish", () => {
      if (isSignIn && res.statusCode < 400) void giveBack(taken).catch(() => undefined);
    });
    next();
  };
}

import type { Redis } from "@atelier/kit";

/**
 * How long a studio's analytics are reused. A large studio's figures read every room item it has (a few
 * hundred milliseconds at 200,000 items), far too much to repeat for every dashboard view; the web app
 * already keeps them for 10 minutes (spec section 9), so a minute more on the server changes nothing a
 * designer can see while it keeps the database idle under load.
 */
export const ANALYTICS_TTL_SECONDS = 60;

const keyOf = (studioId: string) => `analytics:dashboard:${studioId}`;

/** Computations under way in this process, so a burst of requests on a cold key computes the figures once. */
const inFlight = new Map<string, Promise<string>>();

/** The studio's analytics as JSON: from Redis while fresh, else computed once, stored and shared with concurrent callers. */
export async function cachedAnalyticsJson(redis: Redis, studioId: string, compute: () => Promise<unknown>): Promise<string> {
  const cached = await redis.get(keyOf(studioId));
  if (cached !== null) return cached;
  let pending = inFlight.get(studioId);
  if (!pending) {
    pending = (async () => {
      const json = JSON.stringify(await compute());
      await redis.set(keyOf(studioId), json, "EX", ANALYTICS_TTL_SECONDS);
      return json;
    })().finally(() => inFlight.delete(studioId));
    inFlight.set(studioId, pending);
  }
  return pending;
}

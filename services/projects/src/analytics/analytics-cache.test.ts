import { describe, expect, it } from "vitest";
import type { Redis } from "@atelier/kit";
import { ANALYTICS_TTL_SECONDS, cachedAnalyticsJson } from "./analytics-cache";

/** Just enough of Redis: GET and SET with an expiry. */
function fakeRedis() {
  const store = new Map<string, { value: string; ttl: number }>();
  const redis = {
    get: async (key: string) => store.get(key)?.value ?? null,
    set: async (key: string, value: string, _ex: "EX", ttl: number) => {
      store.set(key, { value, ttl });
      return "OK";
    },
  };
  return { redis: redis as unknown as Redis, store };
}

describe("cachedAnalyticsJson", () => {
  it("computes once for a burst of requests on a cold key, and stores the result for a minute", async () => {
    const { redis, store } = fakeRedis();
    let computations = 0;
    const compute = async () => {
      computations += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { figure: 42 };
    };

    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedAnalyticsJson(redis, "studio-a", compute)));

    expect(computations).toBe(1);
    expect(new Set(answers)).toEqual(new Set(['{"figure":42}']));
    expect([...store.values()]).toEqual([{ value: '{"figure":42}', ttl: ANALYTICS_TTL_SECONDS }]);
    expect(await cachedAnalyticsJson(redis, "studio-a", compute)).toBe('{"figure":42}');
    expect(computations).toBe(1);
  });

  it("keeps studios apart", async () => {
    const { redis } = fakeRedis();
    await cachedAnalyticsJson(redis, "studio-a", async () => ({ studio: "a" }));
    expect(await cachedAnalyticsJson(redis, "studio-b", async () => ({ studio: "b" }))).toBe('{"studio":"b"}');
  });

  it("lets the next request try again after a failed computation", async () => {
    const { redis } = fakeRedis();
    await expect(cachedAnalyticsJson(redis, "studio-a", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cachedAnalyticsJson(redis, "studio-a", async () => ({ ok: true }))).toBe('{"ok":true}');
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, expect, inject } from "vitest";
import { createScratchDatabase } from "@atelier/db";
import { createRedis, onUnrecordedChange } from "@atelier/kit";

/** Redis's default count is 16: databases 0 to 15. 0 is left to a developer's own Redis when REDIS_URL is given. */
const CLAIMS_DATABASE = 15;
const CLAIM_SECONDS = 15 * 60;
const claimKey = (number: number) => `atelier-test-file-claim:${number}`;
const RELEASE_IF_OURS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * Runs before each integration test file (a vitest setup file), so that files can run side by side: the file
 * gets a database of its own, copied from the run's migrated template (a copy is much faster than migrating),
 * and a Redis database of its own, emptied. Two files running at once never share one.
 */
const database = await createScratchDatabase(inject("databaseAdminUrl"), "test", { template: inject("templateDatabase") });
const redisDatabase = await claimRedisDatabase(inject("redisServerUrl"));
const redis = createRedis(redisDatabase.url);
await redis.flushdb();
await redis.quit();

process.env.ATELIER_TEST_DATABASE_URL = database.url;
process.env.ATELIER_TEST_REDIS_URL = redisDatabase.url;

/**
 * Every change a member or a client makes through a route records who made it (the activity feed), unless the route
 * table says why not: the file fails on a change of its tests that answered success and recorded nothing.
 */
const unrecorded: string[] = [];
const stopListening = onUnrecordedChange((route) => unrecorded.push(route));

// One hook, so that the file's database and Redis are given back even when the check fails.
afterAll(async () => {
  stopListening();
  await Promise.all([database.drop(), redisDatabase.release()]);
  expect([...new Set(unrecorded)], "changes that recorded no activity").toEqual([]);
});

/**
 * Claims the first free one of Redis's numbered databases for this file. Vitest's VITEST_POOL_ID cannot serve:
 * a worker kept for reuse holds on to its id, and the next file to start then shares another's, so one file's
 * flush wiped the sessions of a file running beside it. The claims live in the last database, which no file
 * takes, and expire in case a file dies without releasing its own.
 */
async function claimRedisDatabase(serverUrl: string): Promise<{ url: string; release(): Promise<void> }> {
  const claims = createRedis(`${serverUrl}/${CLAIMS_DATABASE}`);
  const claimant = randomUUID();
  try {
    for (let number = 1; number < CLAIMS_DATABASE; number += 1) {
      if (!(await claims.set(claimKey(number), claimant, "EX", CLAIM_SECONDS, "NX"))) continue;
      return { url: `${serverUrl}/${number}`, release: () => releaseClaim(serverUrl, number, claimant) };
    }
    throw new Error(`every Redis database from 1 to ${CLAIMS_DATABASE - 1} is claimed by a test file running now`);
  } finally {
    await claims.quit();
  }
}

async function releaseClaim(serverUrl: string, number: number, claimant: string): Promise<void> {
  const claims = createRedis(`${serverUrl}/${CLAIMS_DATABASE}`);
  await claims.eval(RELEASE_IF_OURS, 1, claimKey(number), claimant);
  await claims.quit();
}

import { afterAll, inject } from "vitest";
import { createScratchDatabase } from "@atelier/db";
import { createRedis } from "@atelier/kit";

/**
 * Runs before each integration test file (a vitest setup file), so that files can run side by side: the file
 * gets a database of its own, copied from the run's migrated template (a copy is much faster than migrating),
 * and the Redis database of its worker slot, emptied. Two files running at once never share a slot.
 */
const database = await createScratchDatabase(inject("databaseAdminUrl"), "test", { template: inject("templateDatabase") });
const redisUrl = `${inject("redisServerUrl")}/${Number(process.env.VITEST_POOL_ID ?? 1)}`;
const redis = createRedis(redisUrl);
await redis.flushdb();
await redis.quit();

process.env.ATELIER_TEST_DATABASE_URL = database.url;
process.env.ATELIER_TEST_REDIS_URL = redisUrl;

afterAll(() => database.drop());

import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@atelier/db";
import { createDatabaseIfMissing, databaseUrl, dropDatabase, ensurePostgres } from "../../infra/local/postgres";
import { ensureRedis } from "../../infra/local/redis";
import { createRedis } from "@atelier/kit";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/** Integration tests get a database of their own, migrated, and dropped afterwards; Redis database 1, emptied. */
export default async function setup(project: TestProject) {
  const log = (line: string) => console.log(`[test-infra] ${line}`);
  const postgres = await ensurePostgres(log);
  const redis = await ensureRedis(log);
  const name = `atelier_test_${randomBytes(4).toString("hex")}`;
  await createDatabaseIfMissing(postgres.adminUrl, name);
  const url = databaseUrl(postgres.adminUrl, name);
  await applyMigrations(url);

  const redisUrl = process.env.REDIS_URL ?? `${redis.url}/1`;
  const client = createRedis(redisUrl);
  await client.flushdb();
  await client.quit();

  process.env.TEST_DATABASE_ADMIN_URL = postgres.adminUrl;
  project.provide("databaseUrl", url);
  project.provide("redisUrl", redisUrl);

  return async () => {
    await dropDatabase(postgres.adminUrl, name);
    await redis.stop();
    await postgres.stop();
  };
}

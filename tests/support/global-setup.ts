import type { TestProject } from "vitest/node";
import { applyMigrations, createScratchDatabase } from "@atelier/db";
import { ensurePostgres } from "../../infra/local/postgres";
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
  const database = await createScratchDatabase(postgres.adminUrl, "test");
  await applyMigrations(database.url);

  const redisUrl = process.env.REDIS_URL ?? `${redis.url}/1`;
  const client = createRedis(redisUrl);
  await client.flushdb();
  await client.quit();

  process.env.TEST_DATABASE_ADMIN_URL = postgres.adminUrl;
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", redisUrl);

  return async () => {
    await database.drop();
    await redis.stop();
    await postgres.stop();
  };
}

import type { TestProject } from "vitest/node";
import { applyMigrations, createScratchDatabase, urlOfDatabase } from "@atelier/db";
import { createRedis } from "@atelier/kit";
import { startThrowawayInfra } from "../../infra/test/throwaway-infra-process";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/**
 * Integration tests get a database of their own, migrated, and dropped afterwards, and an emptied Redis:
 * on DATABASE_URL's and REDIS_URL's servers when both are set, otherwise on a Postgres and a Redis of
 * this run's own, so a run never touches what `make dev` or another run is using.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL && process.env.REDIS_URL;
  const infra = given ? null : await startThrowawayInfra();
  const adminUrl = infra?.databaseUrl ?? urlOfDatabase(process.env.DATABASE_URL!, "postgres");
  const redisUrl = infra?.redisUrl ?? process.env.REDIS_URL!;

  const database = await createScratchDatabase(adminUrl, "test");
  await applyMigrations(database.url);
  const client = createRedis(redisUrl);
  await client.flushdb();
  await client.quit();

  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", redisUrl);

  return async () => {
    await database.drop();
    await infra?.stop();
  };
}

import type { TestProject } from "vitest/node";
import { applyMigrations, createScratchDatabase, urlOfDatabase } from "@atelier/db";
import { buildServiceBundles } from "../../infra/build/service-bundles";
import { startThrowawayInfra } from "../../infra/test/throwaway-infra-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's maintenance database, where each test file creates its own. */
    databaseAdminUrl: string;
    /** A migrated database that each test file's own is copied from. */
    templateDatabase: string;
    /** The Redis server, without a database number: each file running at once takes its own. */
    redisServerUrl: string;
  }
}

/**
 * Migrates one template database, which every integration test file copies into a database of its own
 * (tests/support/file-infra.ts): on DATABASE_URL's and REDIS_URL's servers when both are set, otherwise on a
 * Postgres and a Redis of this run's own, so a run never touches what `make dev` or another run is using.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL && process.env.REDIS_URL;
  // Tests that start service processes start their bundles, as `make dev` does.
  const [infra] = await Promise.all([given ? null : startThrowawayInfra(), buildServiceBundles()]);
  const adminUrl = infra?.databaseUrl ?? urlOfDatabase(process.env.DATABASE_URL!, "postgres");

  const template = await createScratchDatabase(adminUrl, "template");
  await applyMigrations(template.url);

  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  project.provide("databaseAdminUrl", adminUrl);
  project.provide("templateDatabase", template.name);
  project.provide("redisServerUrl", infra?.redisUrl ?? withoutDatabaseNumber(process.env.REDIS_URL!));

  return async () => {
    await template.drop();
    await infra?.stop();
  };
}

function withoutDatabaseNumber(redisUrl: string): string {
  const url = new URL(redisUrl);
  url.pathname = "";
  return url.toString().replace(/\/$/, "");
}

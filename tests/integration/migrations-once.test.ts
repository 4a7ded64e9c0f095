import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase, pendingMigrationNames, type ScratchDatabase } from "@atelier/db";
import { bootService, runWorkerHost } from "@atelier/kit";
import { MIGRATE_BUNDLE } from "../../infra/build/service-bundles";
import { authWork } from "../../services/auth/src/jobs/work";
import { portalConfigSchema } from "../../services/portal/src/config";
import { routes } from "../../services/portal/src/http/routes";
import { TEST_SECRET } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

/** A database no migration has touched, as a new install's is before the migrate command runs. */
let database: ScratchDatabase;
const env = () => ({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, PORT: "0", LOG_LEVEL: "silent", OBJECTS_DIR: ".data/test-objects" });
const BEHIND = /^The database is \d+ migrations behind this build \((\d{14}_[a-z_0-9]+, ){2}\d{14}_[a-z_0-9]+ and \d+ more\): run them first with `DATABASE_URL=… npm run -w @atelier\/db migrate`/;

beforeAll(async () => {
  database = await createScratchDatabase(inject("databaseAdminUrl"), "unmigrated");
});
afterAll(() => database.drop());

describe("a process started against a database whose migrations are behind", () => {
  it("is refused before it serves or works, whether a service or a worker host, and migrates nothing itself", async () => {
    await expect(bootService({ name: "portal", configSchema: portalConfigSchema, routes, env: env() })).rejects.toThrow(BEHIND);
    await expect(runWorkerHost(authWork, env())).rejects.toThrow(BEHIND);

    // Every migration is still to do; the migrate command, run as the images run it, does them all, then nothing.
    const pending = await pendingMigrationNames(database.url);
    expect(pending.length).toBeGreaterThan(1);
    const migrate = () => promisify(execFile)(process.execPath, ["--enable-source-maps", MIGRATE_BUNDLE], { env: { ...process.env, DATABASE_URL: database.url } });
    expect((await migrate()).stdout).toBe(`Applied ${pending.length} migrations: ${pending.join(", ")}.\n`);
    expect(await pendingMigrationNames(database.url)).toEqual([]);
    expect((await migrate()).stdout).toBe("The database is up to date.\n");
  });
});

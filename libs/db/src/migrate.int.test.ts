import { createHash } from "node:crypto";
import { appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, pendingMigrationNames } from "./migrate";
import { readMigrations } from "./migrations";
import { paths } from "./paths";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { copyPrismaFolder, testAdminUrl } from "./test-support";

describe("applyMigrations", { timeout: 60_000 }, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  async function freshDatabase(): Promise<ScratchDatabase> {
    const database = await createScratchDatabase(testAdminUrl, "migrate_test");
    cleanups.push(database.drop);
    return database;
  }

  async function prismaFolderCopy() {
    const copy = await copyPrismaFolder();
    cleanups.push(() => rm(copy.dir, { recursive: true, force: true }));
    return copy;
  }

  it("applies every migration to a fresh database, records it as Prisma does, and then has nothing to do", async () => {
    const database = await freshDatabase();
    const migrations = await readMigrations(paths.migrations);

    expect(await applyMigrations(database.url)).toEqual({ applied: migrations.map((migration) => migration.name) });
    expect(await applyMigrations(database.url)).toEqual({ applied: [] });

    const records = await query(database.url, "SELECT * FROM _prisma_migrations ORDER BY migration_name");
    const initFile = await readFile(join(paths.migrations, migrations[0]!.name, "migration.sql"));
    expect(records).toHaveLength(migrations.length);
    expect(records[0]).toMatchObject({
      migration_name: migrations[0]!.name,
      checksum: createHash("sha256").update(initFile).digest("hex"),
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    expect(records[0]!.finished_at).toBeInstanceOf(Date);
    expect(await query(database.url, "SELECT count(*)::int AS n FROM projects")).toEqual([{ n: 0 }]);
  });

  it("lets concurrent runners apply each migration exactly once", async () => {
    const database = await freshDatabase();

    const results = await Promise.all([1, 2, 3, 4].map(() => applyMigrations(database.url)));

    const migrationNames = (await readMigrations(paths.migrations)).map((migration) => migration.name);
    expect(results.flatMap((result) => result.applied).sort()).toEqual(migrationNames);
    expect(await query(database.url, "SELECT count(*)::int AS n FROM _prisma_migrations")).toEqual([
      { n: migrationNames.length },
    ]);
  });

  it("refuses to run when an applied migration's file has changed", async () => {
    const database = await freshDatabase();
    const { migrationsDir } = await prismaFolderCopy();
    await applyMigrations(database.url, { migrationsDir });
    const [first] = await readMigrations(migrationsDir);
    await appendFile(join(migrationsDir, first!.name, "migration.sql"), "\n-- edited\n");

    await expect(applyMigrations(database.url, { migrationsDir })).rejects.toThrow(
      `Migration ${first!.name} was changed after it was applied`,
    );
  });

  it("records a failed migration and refuses to continue past it", async () => {
    const database = await freshDatabase();
    const { migrationsDir } = await prismaFolderCopy();
    const broken = join(migrationsDir, "29990101000000_broken");
    await mkdir(broken);
    await writeFile(join(broken, "migration.sql"), "CREATE TABLE broken (id int);\nSELECT 1 / 0;\n");

    await expect(applyMigrations(database.url, { migrationsDir })).rejects.toThrow(
      "Migration 29990101000000_broken failed: division by zero",
    );
    const [record] = await query(
      database.url,
      "SELECT finished_at, logs FROM _prisma_migrations WHERE migration_name = '29990101000000_broken'",
    );
    expect(record).toEqual({ finished_at: null, logs: "division by zero" });
    expect(await query(database.url, "SELECT to_regclass('broken') AS broken")).toEqual([{ broken: null }]);

    await expect(applyMigrations(database.url, { migrationsDir })).rejects.toThrow(
      "Migration 29990101000000_broken failed earlier",
    );
    await expect(pendingMigrationNames(database.url, { migrationsDir })).rejects.toThrow("Migration 29990101000000_broken failed earlier");
  });

  it("says which migrations a database lacks without applying any: all on a new one, then only those added since", async () => {
    const database = await freshDatabase();
    const { migrationsDir } = await prismaFolderCopy();
    const names = (await readMigrations(migrationsDir)).map((migration) => migration.name);

    expect(await pendingMigrationNames(database.url, { migrationsDir })).toEqual(names);
    expect(await query(database.url, "SELECT to_regclass('_prisma_migrations') AS migrations")).toEqual([{ migrations: null }]);
    await applyMigrations(database.url, { migrationsDir });
    expect(await pendingMigrationNames(database.url, { migrationsDir })).toEqual([]);

    const added = join(migrationsDir, "29990101000000_added_since");
    await mkdir(added);
    await writeFile(join(added, "migration.sql"), "CREATE TABLE added_since (id int);\n");
    expect(await pendingMigrationNames(database.url, { migrationsDir })).toEqual(["29990101000000_added_since"]);
    expect(await query(database.url, "SELECT to_regclass('added_since') AS added")).toEqual([{ added: null }]);
  });
});

async function query(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

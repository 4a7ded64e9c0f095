import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations } from "./migrate";
import { readMigrations } from "./migrations";
import { paths } from "./paths";
import { ALL_TABLES_AND_ENUMS, migrationList } from "./schema-engine/commands";
import { withSchemaEngine, type SchemaEngine } from "./schema-engine/engine";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { testAdminUrl } from "./test-support";

describe("applyMigrations and Prisma's own migration engine", { timeout: 60_000 }, () => {
  const databases: ScratchDatabase[] = [];
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  });

  async function freshDatabase(): Promise<ScratchDatabase> {
    const database = await createScratchDatabase(testAdminUrl, "compat_test");
    databases.push(database);
    return database;
  }

  async function prismaEngine<T>(databaseUrl: string, use: (engine: SchemaEngine) => Promise<T>): Promise<T> {
    return withSchemaEngine(databaseUrl, await readFile(paths.schema, "utf8"), use);
  }

  it("Prisma finds a database migrated here up to date", async () => {
    const database = await freshDatabase();
    await applyMigrations(database.url);
    const migrationsList = migrationList(await readMigrations(paths.migrations));

    const diagnosis = await prismaEngine(database.url, (engine) =>
      engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: ALL_TABLES_AND_ENUMS }),
    );
    const applied = await prismaEngine(database.url, (engine) =>
      engine.applyMigrations({ migrationsList, filters: ALL_TABLES_AND_ENUMS }),
    );

    expect(diagnosis).toEqual({
      editedMigrationNames: [],
      failedMigrationNames: [],
      hasMigrationsTable: true,
      history: null,
    });
    expect(applied).toEqual({ appliedMigrationNames: [] });
  });

  it("finds a database migrated by Prisma up to date", async () => {
    const database = await freshDatabase();
    const migrationsList = migrationList(await readMigrations(paths.migrations));
    await prismaEngine(database.url, (engine) => engine.applyMigrations({ migrationsList, filters: ALL_TABLES_AND_ENUMS }));

    expect(await applyMigrations(database.url)).toEqual({ applied: [] });
  });
});

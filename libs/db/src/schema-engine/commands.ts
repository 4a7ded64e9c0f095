import type { MigrationList, SchemaFilter } from "@prisma/schema-engine-wasm";
import { LOCK_FILE, LOCK_FILE_CONTENT, MIGRATION_FILE, type Migration } from "../migrations";
import { withSchemaEngine } from "./engine";

/** Prisma manages every table and enum of the schema: none is external. */
export const ALL_TABLES_AND_ENUMS: SchemaFilter = { externalTables: [], externalEnums: [] };

/** What `prisma migrate diff --exit-code` exits with when the two sides differ. */
const DIFF_NOT_EMPTY = 2;

/** The SQL that builds the schema's database from nothing (`prisma migrate diff --from-empty --to-schema`). */
export function sqlFromEmpty(adminUrl: string, schema: string): Promise<string> {
  return withSchemaEngine(adminUrl, schema, async (engine) => {
    const { stdout } = await engine.diff({
      from: { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: ALL_TABLES_AND_ENUMS,
    });
    return stdout ?? "";
  });
}

/**
 * The SQL that takes a database built by `migrations` to `schema`, or null when they already agree
 * (`prisma migrate diff --from-migrations --to-schema --script`). The engine replays the migrations on a shadow database.
 */
export function sqlFromMigrations(adminUrl: string, schema: string, migrations: Migration[]): Promise<string | null> {
  return withSchemaEngine(adminUrl, schema, async (engine) => {
    const { stdout, exitCode } = await engine.diff({
      from: { tag: "migrations", ...migrationList(migrations) },
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: true,
      filters: ALL_TABLES_AND_ENUMS,
    });
    return exitCode === DIFF_NOT_EMPTY ? (stdout ?? "") : null;
  });
}

/** The migrations as the engine takes them, already read from disk. */
export function migrationList(migrations: Migration[]): MigrationList {
  return {
    // The engine only reads what is passed in here; the path appears in its messages.
    baseDir: "prisma/migrations",
    lockfile: { path: LOCK_FILE, content: LOCK_FILE_CONTENT },
    shadowDbInitScript: "",
    migrationDirectories: migrations.map((migration) => ({
      path: migration.name,
      migrationFile: { path: MIGRATION_FILE, content: { tag: "ok", value: migration.sql } },
    })),
  };
}

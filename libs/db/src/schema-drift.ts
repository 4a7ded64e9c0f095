import { readFile } from "node:fs/promises";
import { describeCatalog } from "./catalog";
import { applyMigrations } from "./migrate";
import { runSql } from "./run-sql";
import { withScratchDatabase } from "./scratch-database";
import { sqlFromEmpty } from "./schema-engine/commands";

export interface SchemaDrift {
  /** Catalog lines of a database built by the migrations that one built from schema.prisma lacks. */
  onlyInMigrations: string[];
  /** Catalog lines of a database built from schema.prisma that one built by the migrations lacks. */
  onlyInSchema: string[];
}

/**
 * The SQL that creates the extensions a database has. schema.prisma declares none (the migrations create them), yet
 * its indexes may need one (gin_trgm_ops is pg_trgm's), so the database built from the schema gets the migrations' own.
 */
async function extensionsOf(databaseUrl: string): Promise<string> {
  const rows = (await runSql(databaseUrl, "SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'")) as { extname: string }[];
  return rows.map(({ extname }) => `CREATE EXTENSION IF NOT EXISTS "${extname}";\n`).join("");
}

/**
 * Builds one scratch database by applying the migrations and another from the schema engine's SQL for
 * `schemaPath` (with the extensions the migrations created), then compares their catalogs. Both lists are empty
 * when the migrations match the schema.
 */
export async function findSchemaDrift(
  adminUrl: string,
  files: { schemaPath: string; migrationsDir: string },
): Promise<SchemaDrift> {
  const schema = await readFile(files.schemaPath, "utf8");
  return withScratchDatabase(adminUrl, "check_migrations", (fromMigrations) =>
    withScratchDatabase(adminUrl, "check_schema", async (fromSchema) => {
      const [extensions, sql] = await Promise.all([
        applyMigrations(fromMigrations.url, { migrationsDir: files.migrationsDir }).then(() => extensionsOf(fromMigrations.url)),
        sqlFromEmpty(adminUrl, schema),
      ]);
      await runSql(fromSchema.url, extensions + sql);
      const [migrated, expected] = await Promise.all([describeCatalog(fromMigrations.url), describeCatalog(fromSchema.url)]);
      return {
        onlyInMigrations: migrated.filter((line) => !expected.includes(line)),
        onlyInSchema: expected.filter((line) => !migrated.includes(line)),
      };
    }),
  );
}

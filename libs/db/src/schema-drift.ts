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
 * Builds one scratch database by applying the migrations and another from the schema engine's SQL for
 * `schemaPath`, then compares their catalogs. Both lists are empty when the migrations match the schema.
 */
export async function findSchemaDrift(
  adminUrl: string,
  files: { schemaPath: string; migrationsDir: string },
): Promise<SchemaDrift> {
  const schema = await readFile(files.schemaPath, "utf8");
  return withScratchDatabase(adminUrl, "check_migrations", (fromMigrations) =>
    withScratchDatabase(adminUrl, "check_schema", async (fromSchema) => {
      const [migrated, expected] = await Promise.all([
        applyMigrations(fromMigrations.url, { migrationsDir: files.migrationsDir }).then(() =>
          describeCatalog(fromMigrations.url),
        ),
        sqlFromEmpty(adminUrl, schema)
          .then((sql) => runSql(fromSchema.url, sql))
          .then(() => describeCatalog(fromSchema.url)),
      ]);
      return {
        onlyInMigrations: migrated.filter((line) => !expected.includes(line)),
        onlyInSchema: expected.filter((line) => !migrated.includes(line)),
      };
    }),
  );
}

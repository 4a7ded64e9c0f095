import { randomUUID } from "node:crypto";
import pg from "pg";
import { readMigrations, type Migration } from "./migrations";
import { paths } from "./paths";

/** The key Prisma's own `migrate deploy` locks, so this runner and the Prisma CLI also exclude each other. */
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

/** Prisma's definition, so the Prisma CLI can take over a database migrated here. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

const SELECT_RECORDS = "SELECT migration_name, checksum, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL";

interface MigrationRecord {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

export interface ApplyMigrationsResult {
  /** Names of the migrations this call applied, oldest first; empty when the database was up to date. */
  applied: string[];
}

/**
 * Applies the committed migrations that the database has not seen yet, in order, recording each in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does. Safe to call from several processes at once:
 * they queue on a PostgreSQL advisory lock and the later ones find nothing left to do.
 * Throws, applying nothing, when an applied migration's file has changed or an earlier migration failed.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: { migrationsDir?: string } = {},
): Promise<ApplyMigrationsResult> {
  const migrations = await readMigrations(options.migrationsDir ?? paths.migrations);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A session-level lock: released by `client.end()` below, or by the server if this process dies.
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const records = await client.query<MigrationRecord>(SELECT_RECORDS);
    const pending = pendingMigrations(migrations, records.rows);
    for (const migration of pending) await applyMigration(client, migration);
    return { applied: pending.map((migration) => migration.name) };
  } finally {
    await client.end();
  }
}

/**
 * The committed migrations the database has not applied, oldest first, read without changing anything: what a
 * process checks before it starts, since only the migrate command migrates. Throws, as applyMigrations does, when an
 * applied migration's file has changed or an earlier migration failed.
 */
export async function pendingMigrationNames(databaseUrl: string, options: { migrationsDir?: string } = {}): Promise<string[]> {
  const migrations = await readMigrations(options.migrationsDir ?? paths.migrations);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ name: string | null }>("SELECT to_regclass('_prisma_migrations')::text AS name");
    const records = table.rows[0]?.name ? (await client.query<MigrationRecord>(SELECT_RECORDS)).rows : [];
    return pendingMigrations(migrations, records).map((migration) => migration.name);
  } finally {
    await client.end();
  }
}

function pendingMigrations(migrations: Migration[], records: MigrationRecord[]): Migration[] {
  const failed = records.find((record) => record.finished_at === null);
  if (failed) {
    throw new Error(
      `Migration ${failed.migration_name} failed earlier and may be partly applied (its error is in ` +
        `_prisma_migrations.logs). Undo what it did, then mark it rolled back: \`prisma migrate resolve ` +
        `--rolled-back ${failed.migration_name}\`, or set its rolled_back_at, and start again.`,
    );
  }
  const appliedChecksums = new Map(records.map((record) => [record.migration_name, record.checksum]));
  for (const migration of migrations) {
    const checksum = appliedChecksums.get(migration.name);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new Error(
        `Migration ${migration.name} was changed after it was applied (checksum ${checksum} in the database, ` +
          `${migration.checksum} on disk). Restore the file and put the change in a new migration.`,
      );
    }
  }
  return migrations.filter((migration) => !appliedChecksums.has(migration.name));
}

async function applyMigration(client: pg.Client, migration: Migration): Promise<void> {
  const id = randomUUID();
  await client.query(
    "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())",
    [id, migration.checksum, migration.name],
  );
  try {
    // One simple-protocol query, as Prisma sends it: the script runs as a single implicit transaction
    // unless it manages its own.
    await client.query(migration.sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await client.query("UPDATE _prisma_migrations SET logs = $2 WHERE id = $1", [id, message]);
    throw new Error(`Migration ${migration.name} failed: ${message}`, { cause: error });
  }
  await client.query(
    "UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = applied_steps_count + 1 WHERE id = $1",
    [id],
  );
}

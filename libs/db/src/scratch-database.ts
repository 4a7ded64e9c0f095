import { randomBytes } from "node:crypto";
import { urlOfDatabase } from "./databases";
import { runSql } from "./run-sql";

/** A throwaway database on the server of an admin URL, for tests and for the migration tools. */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database named `atelier_<purpose>_<random>`, empty or a copy of `template` (a database no one is
 * connected to); `adminUrl` needs the CREATEDB privilege.
 */
export async function createScratchDatabase(adminUrl: string, purpose: string, { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `atelier_${purpose}_${randomBytes(6).toString("hex")}`;
  await runSql(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.replaceAll('"', '""')}"` : ""}`);
  return {
    name,
    url: urlOfDatabase(adminUrl, name),
    drop: async () => {
      await runSql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs `use` on a scratch database that is dropped afterwards, whatever happens. */
export async function withScratchDatabase<T>(
  adminUrl: string,
  purpose: string,
  use: (database: ScratchDatabase) => Promise<T>,
): Promise<T> {
  const database = await createScratchDatabase(adminUrl, purpose);
  try {
    return await use(database);
  } finally {
    await database.drop();
  }
}

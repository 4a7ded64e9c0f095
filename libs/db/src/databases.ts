import { runSql } from "./run-sql";

/** The URL of another database on the same server, with the same credentials. */
export function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Creates the database unless it exists; `adminUrl` needs the CREATEDB privilege. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const rows = await runSql(adminUrl, "SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (rows.length === 0) await runSql(adminUrl, `CREATE DATABASE "${name.replaceAll('"', '""')}"`);
}

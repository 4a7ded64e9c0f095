import { pendingMigrationNames } from "@atelier/db";

/**
 * Refuses to start a process against a database whose migrations are behind its code: only the migrate command
 * migrates (once, before anything starts), so many copies of a service never race to change the schema at boot.
 */
export async function requireMigrated(databaseUrl: string): Promise<void> {
  const pending = await pendingMigrationNames(databaseUrl);
  if (pending.length === 0) return;
  // A new database lacks them all: the oldest few say which, the count says how far behind.
  const named = pending.length <= 3 ? pending.join(", ") : `${pending.slice(0, 3).join(", ")} and ${pending.length - 3} more`;
  throw new Error(
    `The database is ${pending.length} migration${pending.length === 1 ? "" : "s"} behind this build (${named}): ` +
      "run them first with `DATABASE_URL=… npm run -w @atelier/db migrate` (make dev and docker compose's migrate service do).",
  );
}

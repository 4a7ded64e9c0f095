/**
 * `DATABASE_URL=… npm run -w @atelier/db migrate`: applies the migrations the database has not seen, once, before
 * any process starts (`make dev` runs it; docker compose's `migrate` service). Services and workers only check.
 */
import { applyMigrations } from "../migrate";
import { runCli } from "./run";

runCli(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: give the URL of the database to migrate.");
  const { applied } = await applyMigrations(url);
  console.log(applied.length === 0 ? "The database is up to date." : `Applied ${applied.length} migrations: ${applied.join(", ")}.`);
});

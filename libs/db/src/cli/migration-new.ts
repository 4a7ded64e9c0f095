import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { LOCK_FILE, LOCK_FILE_CONTENT, MIGRATION_FILE, readMigrations } from "../migrations";
import { sqlFromMigrations } from "../schema-engine/commands";
import { adminUrlFromEnv, parseSchemaArgs, runCli } from "./run";

runCli(async () => {
  const { schemaPath, migrationsDir, positionals } = parseSchemaArgs(process.argv.slice(2));
  const name = slug(positionals.join(" "));
  if (!name) throw new Error("Usage: npm run -w @atelier/db migration:new <name>, e.g. migration:new add_room_colour");
  const adminUrl = adminUrlFromEnv();

  const [schema, migrations] = await Promise.all([readFile(schemaPath, "utf8"), readMigrations(migrationsDir)]);
  const sql = await sqlFromMigrations(adminUrl, schema, migrations);
  if (sql === null) {
    console.log("The migrations already match schema.prisma; no migration written.");
    return;
  }

  const folder = join(migrationsDir, `${timestamp(new Date())}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, MIGRATION_FILE), sql, { flag: "wx" });
  await writeFile(join(migrationsDir, LOCK_FILE), LOCK_FILE_CONTENT);
  console.log(`Wrote ${relative(process.cwd(), join(folder, MIGRATION_FILE))}. Read it, then commit it with schema.prisma.`);
});

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** Prisma's folder prefix: UTC time as YYYYMMDDHHMMSS. */
function timestamp(now: Date): string {
  return now.toISOString().replace(/\D/g, "").slice(0, 14);
}

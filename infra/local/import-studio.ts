/**
 * `make import FILE=<export.zip>`: restores a studio's export (Settings, Your Studio's Data) into this install, the
 * database and stored files `make dev` uses (or DATABASE_URL, and OBJECTS_DIR or S3_*, when set), all or nothing.
 * Each member is then sent a link to set a password again, as an export never holds one: the mail goes out once
 * `make dev` runs (its auth worker), and the link works for 7 days, after which Forgot password? sends another.
 */
import { z } from "zod";
import { applyMigrations, createPrismaClient, ensureDatabase, urlOfDatabase } from "@atelier/db";
import { createObjectStorage, DEFAULT_PORTS, storageConfigFields } from "@atelier/kit";
import { requestPasswordReset } from "../../services/auth/src/password-reset/request-password-reset";
import { importStudio, ImportRefused } from "../../services/projects/src/studio-import/import-studio";
import { ensurePostgres } from "./postgres";

const file = process.argv[2];
if (!file) {
  console.error("Usage: make import FILE=path/to/atelier-export.zip");
  process.exit(2);
}

const postgres = await ensurePostgres((line) => console.log(line));
try {
  const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(postgres.adminUrl, "atelier"), urlOfDatabase(postgres.adminUrl, "atelier"));
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  const storage = createObjectStorage({ ...z.object(storageConfigFields).parse({ OBJECTS_DIR: ".data/objects", ...process.env }), INTERNAL_SECRET: process.env.INTERNAL_SECRET ?? "import" });
  try {
    const { manifest, members } = await importStudio({ prisma, storage }, file);
    const origin = process.env.PUBLIC_URL ?? `http://localhost:${DEFAULT_PORTS.gateway}`;
    // The services' outbox relays publish the mails' jobs when they next look.
    for (const member of members) await requestPasswordReset({ prisma }, member.email, origin, "imported");
    const rows = manifest.entities.reduce((total, entity) => total + entity.rows, 0);
    console.log(`Imported ${manifest.studio.name}: ${rows} rows in ${manifest.entities.length} tables and ${manifest.objects.length} stored files, each checked against its SHA-256.`);
    const people = members.length === 1 ? "1 member is" : `${members.length} members are`;
    console.log(`${people} sent a link to set a password (${members.map((member) => member.email).join(", ")}).`);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    console.error(`Nothing was imported: ${error.message}.`);
    process.exitCode = 1;
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await postgres.stop();
}

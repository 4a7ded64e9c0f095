import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../migrations";
import { paths } from "../paths";
import { copyPrismaFolder, testAdminUrl } from "../test-support";

const run = promisify(execFile);

/** Runs `migration:<command>` as npm would, returning its exit code and output. */
async function migrationCli(command: "new" | "check", args: string[]) {
  const script = join(paths.packageRoot, "src/cli", `migration-${command}.ts`);
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: paths.packageRoot,
      env: { ...process.env, DATABASE_URL: testAdminUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("migration:check and migration:new", { timeout: 120_000 }, () => {
  let copy: Awaited<ReturnType<typeof copyPrismaFolder>>;
  let files: string[];

  beforeAll(async () => {
    copy = await copyPrismaFolder();
    files = ["--schema", copy.schemaPath, "--migrations", copy.migrationsDir];
  });

  afterAll(async () => {
    await rm(copy.dir, { recursive: true, force: true });
  });

  it("passes for the committed schema and migrations", async () => {
    const result = await migrationCli("check", []);

    expect(result).toMatchObject({ code: 0, stdout: "The migrations match schema.prisma.\n" });
  });

  it("fails when the schema gains a column that no migration creates, until migration:new writes one", async () => {
    const schema = await readFile(copy.schemaPath, "utf8");
    await writeFile(copy.schemaPath, schema.replace(/^model Room \{\n/m, "$&  colour String?\n"));

    const drifted = await migrationCli("check", files);
    expect(drifted.code).toBe(1);
    expect(drifted.stderr).toContain("The migrations do not match schema.prisma.");
    expect(drifted.stderr).toContain("+ column rooms.colour text null");

    const created = await migrationCli("new", ["add room colour", ...files]);
    expect(created.code).toBe(0);
    const newest = (await readMigrations(copy.migrationsDir)).at(-1)!;
    expect(newest.name).toMatch(/^\d{14}_add_room_colour$/);
    expect(newest.sql).toMatch(/ALTER TABLE "rooms" ADD COLUMN\s+"colour" TEXT;/);

    expect(await migrationCli("check", files)).toMatchObject({ code: 0 });
    expect(await migrationCli("new", ["again", ...files])).toMatchObject({
      code: 0,
      stdout: "The migrations already match schema.prisma; no migration written.\n",
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "./client";
import type { PrismaClient } from "./generated/prisma/client";
import { applyMigrations } from "./migrate";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { nextStudioSequence } from "./studio-sequence";
import { testAdminUrl } from "./test-support";

describe("nextStudioSequence", { timeout: 60_000 }, () => {
  let database: ScratchDatabase;
  let prisma: PrismaClient;
  let studioId: string;

  beforeAll(async () => {
    database = await createScratchDatabase(testAdminUrl, "studio_sequence_test");
    await applyMigrations(database.url);
    prisma = createPrismaClient(database.url);
    studioId = (await prisma.studio.create({ data: { name: "Studio Khanyisa" } })).id;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  it("gives transactions at once blocks of values that neither overlap nor leave gaps", async () => {
    const firsts = await Promise.all([1, 2, 3, 4].map(() => prisma.$transaction((tx) => nextStudioSequence(tx, studioId, "po:2026", 3))));
    const values = firsts.flatMap((first) => [first, first + 1, first + 2]);
    expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it("counts each counter of each studio on its own, and takes nothing in a transaction rolled back", async () => {
    const other = (await prisma.studio.create({ data: { name: "Studio Fynbos" } })).id;
    const rolledBack = prisma.$transaction(async (tx) => {
      await nextStudioSequence(tx, studioId, "quote:2026");
      throw new Error("the quote could not be saved");
    });
    await expect(rolledBack).rejects.toThrow("the quote could not be saved");
    expect(await prisma.$transaction((tx) => nextStudioSequence(tx, studioId, "quote:2026"))).toBe(1);
    expect(await prisma.$transaction((tx) => nextStudioSequence(tx, other, "quote:2026"))).toBe(1);
    expect(await prisma.$transaction((tx) => nextStudioSequence(tx, studioId, "quote:2027"))).toBe(1);
  });
});

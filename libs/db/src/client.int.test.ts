import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "./client";
import { Prisma, type PrismaClient } from "./generated/prisma/client";
import { applyMigrations } from "./migrate";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { testAdminUrl } from "./test-support";

describe("createPrismaClient", { timeout: 60_000 }, () => {
  let database: ScratchDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    database = await createScratchDatabase(testAdminUrl, "client_test");
    await applyMigrations(database.url);
    prisma = createPrismaClient(database.url);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  it("writes and reads a studio, its owner and a project, keeping money exact", async () => {
    const studio = await prisma.studio.create({
      data: {
        name: "Studio Khanyisa",
        users: {
          create: { email: "thandi@khanyisa.co.za", passwordHash: "x", firstName: "Thandi", lastName: "Mokoena" },
        },
      },
      include: { users: true },
    });
    const owner = studio.users[0]!;

    const project = await prisma.project.create({
      data: {
        studioId: studio.id,
        createdById: owner.id,
        code: "ATL-2026-014",
        title: "Clifton penthouse",
        budgetEstimate: "12500.00",
        totalCost: new Prisma.Decimal("0.1").plus("0.2"),
        startDate: new Date("2026-03-01"),
        numberOfBathrooms: 2.5,
        designStyle: "luxury_modern",
      },
    });

    const found = await prisma.project.findFirstOrThrow({ where: { id: project.id, studioId: studio.id } });
    expect(found.budgetEstimate?.toFixed(2)).toBe("12500.00");
    expect(found.totalCost?.toFixed(2)).toBe("0.30");
    expect(found.numberOfBathrooms?.toString()).toBe("2.5");
    expect(found.startDate?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(found).toMatchObject({ status: "active", designStyle: "luxury_modern", createdById: owner.id });
    expect(owner.role).toBe("owner");

    const [stored] = await prisma.$queryRaw<{ design_style: string }[]>`
      SELECT design_style::text FROM projects WHERE id = ${project.id}::uuid`;
    expect(stored?.design_style).toBe("luxury-modern");
  });
});

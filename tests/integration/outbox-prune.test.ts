import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@atelier/db";
import { OUTBOX_KEEP_DAYS, pruneOutbox } from "@atelier/kit";
import { testDatabaseUrl } from "../support/test-infra";

const prisma = createPrismaClient(testDatabaseUrl());
afterAll(() => prisma.$disconnect());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe("pruning the outbox", () => {
  it("deletes rows published over a week ago, and keeps newer ones and every unpublished row, however old", async () => {
    const rows = {
      publishedLongAgo: { id: randomUUID(), createdAt: daysAgo(OUTBOX_KEEP_DAYS + 2), publishedAt: daysAgo(OUTBOX_KEEP_DAYS + 1) },
      publishedLately: { id: randomUUID(), createdAt: daysAgo(2), publishedAt: daysAgo(OUTBOX_KEEP_DAYS - 1) },
      neverPublished: { id: randomUUID(), createdAt: daysAgo(OUTBOX_KEEP_DAYS + 30), publishedAt: null },
    };
    await prisma.outboxEvent.createMany({ data: Object.values(rows).map((row) => ({ ...row, type: "job.prune-test", payload: {} })) });

    expect(await pruneOutbox(prisma)).toBeGreaterThanOrEqual(1);
    const left = await prisma.outboxEvent.findMany({ where: { id: { in: Object.values(rows).map((row) => row.id) } }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([rows.publishedLately.id, rows.neverPublished.id].sort());
    await prisma.outboxEvent.deleteMany({ where: { type: "job.prune-test" } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationKind } from "@atelier/contracts";
import { createPrismaClient } from "@atelier/db";
import { DISMISSED_KEEP_DAYS, pruneNotifications, READ_KEEP_DAYS } from "../../services/projects/src/notifications/prune-notifications";
import { uniqueEmail } from "../support/http-client";
import { testDatabaseUrl } from "../support/test-infra";

const prisma = createPrismaClient(testDatabaseUrl());
let studioId: string;
let userId: string;

beforeAll(async () => {
  studioId = (await prisma.studio.create({ data: { name: "Pruning studio" } })).id;
  userId = (await prisma.user.create({ data: { studioId, email: uniqueEmail(), passwordHash: "-", firstName: "Thandi", lastName: "Nkosi" } })).id;
});
afterAll(async () => {
  await prisma.studio.delete({ where: { id: studioId } });
  await prisma.$disconnect();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

interface Age {
  kind?: NotificationKind;
  createdDaysAgo: number;
  readDaysAgo?: number;
  dismissedDaysAgo?: number;
}

async function notificationAged(title: string, { kind = "quote_approved", createdDaysAgo, readDaysAgo, dismissedDaysAgo }: Age): Promise<string> {
  const notification = await prisma.notification.create({
    data: {
      studioId,
      userId,
      kind,
      title,
      message: `${title}.`,
      createdAt: daysAgo(createdDaysAgo),
      readAt: readDaysAgo === undefined ? null : daysAgo(readDaysAgo),
      dismissedAt: dismissedDaysAgo === undefined ? null : daysAgo(dismissedDaysAgo),
    },
  });
  return notification.id;
}

const titlesLeft = async () => (await prisma.notification.findMany({ where: { userId }, select: { title: true }, orderBy: { title: "asc" } })).map(({ title }) => title);

describe("pruning notifications", () => {
  it("deletes those dismissed over a month ago and read over three months ago, in batches, and keeps the rest", async () => {
    for (const n of [1, 2, 3, 4, 5]) await notificationAged(`Dismissed long ago ${n}`, { createdDaysAgo: 60, dismissedDaysAgo: DISMISSED_KEEP_DAYS + n });
    await notificationAged("Read long ago", { createdDaysAgo: 120, readDaysAgo: READ_KEEP_DAYS + 1 });
    await notificationAged("Read long ago, then dismissed", { createdDaysAgo: 120, readDaysAgo: READ_KEEP_DAYS + 1, dismissedDaysAgo: 2 });
    await notificationAged("Dismissed lately", { createdDaysAgo: 60, dismissedDaysAgo: DISMISSED_KEEP_DAYS - 1 });
    await notificationAged("Old, read lately", { createdDaysAgo: 200, readDaysAgo: READ_KEEP_DAYS - 1 });
    await notificationAged("Old, never read", { createdDaysAgo: 400 });

    expect(await pruneNotifications(prisma, new Date(), 2)).toBeGreaterThanOrEqual(7);
    expect(await titlesLeft()).toEqual(["Dismissed lately", "Old, never read", "Old, read lately"]);
    expect(await pruneNotifications(prisma, new Date(), 2)).toBe(0);
  });

  it("keeps a quote's first view and an overdue item however old, since only their row stops a second notification", async () => {
    await prisma.notification.deleteMany({ where: { userId } });
    await notificationAged("Quote viewed", { kind: "quote_viewed", createdDaysAgo: 300, readDaysAgo: 299, dismissedDaysAgo: 299 });
    await notificationAged("Item overdue", { kind: "item_overdue", createdDaysAgo: 300, readDaysAgo: 299 });

    await pruneNotifications(prisma);
    expect(await titlesLeft()).toEqual(["Item overdue", "Quote viewed"]);
  });
});

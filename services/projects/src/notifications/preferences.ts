import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS, type NotificationKind, type NotificationPreference, type NotificationPreferences } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";

type PreferenceReader = Pick<PrismaClient | Prisma.TransactionClient, "notificationPreference">;

/** Each user's choice for one kind, the default where they have not chosen. */
export async function preferencesFor(db: PreferenceReader, userIds: readonly string[], kind: NotificationKind): Promise<Map<string, NotificationPreference>> {
  const chosen = await db.notificationPreference.findMany({ where: { userId: { in: [...userIds] }, kind } });
  const byUser = new Map(chosen.map(({ userId, inApp, email }) => [userId, { inApp, email }]));
  return new Map(userIds.map((userId) => [userId, byUser.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind]]));
}

/** One user's choice for every kind. */
export async function preferencesOf(db: PreferenceReader, userId: string): Promise<NotificationPreferences> {
  const chosen = await db.notificationPreference.findMany({ where: { userId } });
  const byKind = new Map(chosen.map(({ kind, inApp, email }) => [kind, { inApp, email }]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, byKind.get(kind) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind]])) as NotificationPreferences;
}

/** Keeps the kinds a user set; the kinds not named keep their setting. Answers the whole set. */
export async function savePreferences(prisma: PrismaClient, userId: string, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const entries = Object.entries(changes) as [NotificationKind, NotificationPreference][];
  await prisma.$transaction(
    entries.map(([kind, { inApp, email }]) =>
      prisma.notificationPreference.upsert({ where: { userId_kind: { userId, kind } }, create: { userId, kind, inApp, email }, update: { inApp, email } }),
    ),
  );
  return preferencesOf(prisma, userId);
}

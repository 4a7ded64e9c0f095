import type { NotificationKind } from "@atelier/contracts";
import type { Notification, Prisma } from "@atelier/db";
import { preferencesFor } from "./preferences";

/** One thing that happened, told to each of `userIds`. */
export interface NotificationDraft {
  studioId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  projectId: string | null;
  title: string;
  message: string;
  link: string | null;
  /** What happened, once: a user already told under this key is not told again. */
  dedupeKey: string;
}

/**
 * Writes the notification for each user who wants it in the app or by e-mail, inside the caller's
 * transaction. A user told before under the same key gets nothing new, so a redelivered event notifies
 * once. One who turned the kind off in the app gets a row already dismissed: it only remembers the
 * event was handled (and its e-mail). Answers the rows written now.
 */
export async function writeNotifications(tx: Prisma.TransactionClient, draft: NotificationDraft): Promise<Notification[]> {
  const { userIds, ...fields } = draft;
  const preferences = await preferencesFor(tx, userIds, draft.kind);
  const now = new Date();
  const wanted = [...preferences].filter(([, preference]) => preference.inApp || preference.email);
  if (wanted.length === 0) return [];
  return tx.notification.createManyAndReturn({
    data: wanted.map(([userId, preference]) => ({ ...fields, userId, dismissedAt: preference.inApp ? null : now })),
    skipDuplicates: true,
  });
}

import { NOTIFICATION_EVENTS } from "@atelier/contracts";
import type { Notification, PrismaClient } from "@atelier/db";
import { MailSendError, type Logger, type Mailer } from "@atelier/kit";
import type { Redis } from "ioredis";
import { notificationMail } from "./notification-mail";
import { toNotificationResponse } from "./notification-response";
import { preferencesFor } from "./preferences";
import { createUserPush } from "./user-push";
import { writeNotifications, type NotificationDraft } from "./write-notifications";

export interface NotifierDeps {
  prisma: PrismaClient;
  redis: Redis;
  logger: Logger;
  mailer: Mailer;
  mailFrom: string;
  /** The app's public address, for the link in a mail; without it the mail has none. */
  publicUrl: string | undefined;
}

export interface Notifier {
  /** Writes the draft's notifications in a transaction of their own, then delivers them. */
  notify(draft: NotificationDraft): Promise<Notification[]>;
  /**
   * After the transaction that wrote them commits: pushes the new ones the app shows to their users'
   * rooms, and mails every notification of `dedupeKey` whose user wants e-mail and whose mail has not
   * gone, so a retry after a failed mail sends it, and a redelivered event sends none again.
   */
  deliver(created: readonly Notification[], dedupeKey: string): Promise<void>;
}

export function createNotifier({ prisma, redis, logger, mailer, mailFrom, publicUrl }: NotifierDeps): Notifier {
  const pushToUser = createUserPush(redis, logger);

  function push(created: readonly Notification[]): void {
    for (const notification of created.filter((each) => each.dismissedAt === null)) {
      pushToUser(notification.userId, NOTIFICATION_EVENTS.created, toNotificationResponse(notification));
    }
  }

  async function mailOne(notification: Notification & { user: { email: string; firstName: string } }): Promise<void> {
    // Claimed first, so two deliveries at once mail it once; a passing failure gives the claim back for the retry.
    const claimed = await prisma.notification.updateMany({ where: { id: notification.id, emailedAt: null }, data: { emailedAt: new Date() } });
    if (claimed.count === 0) return;
    const { user, title, message, link } = notification;
    try {
      await mailer.send(notificationMail({ from: mailFrom, to: user.email, firstName: user.firstName, title, message, link, publicUrl }));
    } catch (error) {
      if (error instanceof MailSendError && error.permanent) return logger.warn({ err: error, notificationId: notification.id }, "the mail server refused a notification's e-mail");
      await prisma.notification.update({ where: { id: notification.id }, data: { emailedAt: null } });
      throw error;
    }
  }

  async function mailPending(dedupeKey: string): Promise<void> {
    const pending = await prisma.notification.findMany({ where: { dedupeKey, emailedAt: null }, include: { user: { select: { email: true, firstName: true } } } });
    if (pending.length === 0) return;
    const preferences = await preferencesFor(prisma, pending.map((notification) => notification.userId), pending[0]!.kind);
    for (const notification of pending) if (preferences.get(notification.userId)?.email) await mailOne(notification);
  }

  const deliver = async (created: readonly Notification[], dedupeKey: string) => {
    push(created);
    await mailPending(dedupeKey);
  };

  return {
    deliver,
    async notify(draft) {
      const created = await prisma.$transaction((tx) => writeNotifications(tx, draft));
      await deliver(created, draft.dedupeKey);
      return created;
    },
  };
}

import { z } from "zod";
import { emailField } from "./auth";
import { requiredText } from "./fields";

/**
 * POST /api/notifications/send, the spec's {type, to, subject, message} with the project it is about. The
 * mail goes to `to` only when that is the project's client e-mail or a designer of the caller's studio
 * (never an address from the body alone); without `to`, to the project's client.
 */
export const sendNotificationRequestSchema = z.object({
  type: z.literal("email", "Only e-mail notifications are sent").default("email"),
  projectId: z.uuid("Not a project of this studio").optional(),
  to: emailField.optional(),
  subject: requiredText("Subject is required", 200),
  message: requiredText("Message is required", 10_000),
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;

/** What a notification is about; each user chooses in-app and e-mail for each kind. */
export const NOTIFICATION_KINDS = [
  "quote_approved",
  "quote_changes_requested",
  "quote_viewed",
  "job_failed",
  "voice_note_processed",
  "item_overdue",
  "meeting_tomorrow",
  "visit_delayed",
  "payment_proof_uploaded",
  "invoice_overdue",
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationPreferenceSchema = z.object({
  inApp: z.boolean({ error: "Choose on or off" }),
  email: z.boolean({ error: "Choose on or off" }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * A user's choice for every kind. Until they choose, everything shows in the app, and only a client's
 * answer to a quote (approved, or changes asked for) and a proof of payment are also e-mailed: the news a studio acts on.
 */
export const notificationPreferencesSchema = z.record(notificationKindSchema, notificationPreferenceSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const inAppOnly = { inApp: true, email: false };
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  quote_approved: { inApp: true, email: true },
  quote_changes_requested: { inApp: true, email: true },
  quote_viewed: inAppOnly,
  job_failed: inAppOnly,
  voice_note_processed: inAppOnly,
  item_overdue: inAppOnly,
  meeting_tomorrow: inAppOnly,
  visit_delayed: inAppOnly,
  payment_proof_uploaded: { inApp: true, email: true },
  invoice_overdue: inAppOnly,
};

/** PUT /api/notifications/preferences: the kinds to change; the others keep their setting. */
export const updateNotificationPreferencesRequestSchema = z.object({
  preferences: z.partialRecord(notificationKindSchema, notificationPreferenceSchema, { error: "Preferences must name kinds of notification" }),
});
export type UpdateNotificationPreferencesRequest = z.input<typeof updateNotificationPreferencesRequestSchema>;

/**
 * One of the user's notifications, with the spec's fields (id, type, title, message, timestamp, read),
 * its kind, the project it is about and where in the app it leads.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  type: z.enum(["whatsapp", "email", "system"]),
  title: z.string(),
  message: z.string(),
  /** A path of the web app ("/projects/…"), or null when there is nothing to open. */
  link: z.string().nullable(),
  projectId: z.uuid().nullable(),
  timestamp: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The most recent notifications this many at most; older ones wait until newer ones are dismissed. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** GET /api/notifications: the user's notifications not dismissed, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

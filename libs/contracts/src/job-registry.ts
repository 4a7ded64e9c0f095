import { z } from "zod";
import { DOMAIN_EVENT_LIST, eventQueueOf, SUBSCRIBER_ATTEMPTS, type DomainEventDefinition } from "./domain-events";
import { DESIGN_STYLE_OPTIONS } from "./images";

/**
 * A kind of long work: its name, the queue it runs on, the zod schema its payload must satisfy, and
 * the service whose worker processes run it. Enqueuers and workers both take it from JOBS.
 */
export interface JobDefinition<P extends z.ZodType = z.ZodType, N extends string = string> {
  name: N;
  /** A queue belongs to one service: every job on it is run by that service's workers. */
  queue: string;
  payload: P;
  /** Tries before the job is failed for good; retried with exponential backoff. */
  attempts: number;
  /** The folder under services/ whose worker process runs it. */
  service: string;
}

const defineJob = <P extends z.ZodType, N extends string>(definition: JobDefinition<P, N>): JobDefinition<P, N> => definition;

/** The queue every AI and media job runs on; start more worker processes to run more at once. */
export const AI_QUEUE = "ai";
/** Housekeeping of the AI service, apart so that a long queue of AI jobs never holds it up. */
export const AI_MAINTENANCE_QUEUE = "ai-maintenance";

/** Queued by the projects service for each new photo. */
export const thumbnailJob = defineJob({ name: "thumbnail", queue: AI_QUEUE, payload: z.object({ imageId: z.uuid() }), attempts: 3, service: "ai-worker" });

export const extractItemsJob = defineJob({
  name: "extract-items",
  queue: AI_QUEUE,
  /** The room's item names, whose capitalisation the extracted names follow (a job queued before the field has none). */
  payload: z.object({ transcript: z.string(), roomName: z.string().nullable(), itemNames: z.array(z.string()).default([]) }),
  attempts: 3,
  service: "ai-worker",
});

/** A recording in storage → its text. */
export const transcribeJob = defineJob({ name: "transcribe", queue: AI_QUEUE, payload: z.object({ recordingKey: z.string() }), attempts: 3, service: "ai-worker" });

/**
 * The recorder's whole pipeline: transcribe and extract here, then hand over to the projects service
 * (voice-note.heard), which saves the note and its confident items to the room and finishes the job.
 */
export const voiceNoteJob = defineJob({
  name: "voice-note",
  queue: AI_QUEUE,
  payload: z.object({ recordingKey: z.string(), roomId: z.uuid() }),
  attempts: 3,
  service: "ai-worker",
});

/** Concept visuals for a room, or for the whole project when roomId is null; kept as images by the projects service (concepts.rendered). */
export const generateImagesJob = defineJob({
  name: "generate-images",
  queue: AI_QUEUE,
  payload: z.object({
    projectId: z.uuid(),
    roomId: z.uuid().nullable(),
    roomDescription: z.string(),
    styles: z.array(z.enum(DESIGN_STYLE_OPTIONS)),
  }),
  attempts: 3,
  service: "ai-worker",
});

/** Scheduled: removes uploads never saved as a photo. The next sweep retries, so one try is enough. */
export const sweepAbandonedUploadsJob = defineJob({
  name: "sweep-abandoned-uploads",
  queue: AI_MAINTENANCE_QUEUE,
  payload: z.object({}),
  attempts: 1,
  service: "ai-worker",
});

/** Housekeeping of the projects service. */
export const PROJECTS_MAINTENANCE_QUEUE = "projects-maintenance";

/** Scheduled: deletes outbox rows published long ago. The next run retries, so one try is enough. */
export const pruneOutboxJob = defineJob({ name: "prune-outbox", queue: PROJECTS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "projects" });

/** Scheduled: tells the studio of each meeting starting within a day, once a meeting. The next run retries, so one try is enough. */
export const notifyUpcomingMeetingsJob = defineJob({ name: "notify-upcoming-meetings", queue: PROJECTS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "projects" });

/** Scheduled daily: deletes notifications dismissed or read long ago, in batches. The next run retries, so one try is enough. */
export const pruneNotificationsJob = defineJob({ name: "prune-notifications", queue: PROJECTS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "projects" });

/** The projects service's mail to people outside the studio (calendar invitations), apart from its housekeeping. */
export const PROJECTS_MAIL_QUEUE = "projects-mail";

/**
 * E-mails a meeting's calendar invitation (.ics) to its attendees with an address: a REQUEST when it is
 * scheduled or rescheduled (`sequence` counts the changes), a CANCEL when it is called off or an attendee
 * is taken off it. The payload is the invitation as the change left it, so a later change never alters it.
 */
export const sendMeetingInvitationJob = defineJob({
  name: "send-meeting-invitation",
  queue: PROJECTS_MAIL_QUEUE,
  payload: z.object({
    meetingId: z.uuid(),
    method: z.enum(["REQUEST", "CANCEL"]),
    sequence: z.number().int().min(0),
    to: z.array(z.object({ name: z.string(), email: z.string().min(3) })).min(1),
  }),
  attempts: 5,
  service: "projects",
});

/** Exports of whole studios, apart so that a long one never holds up the projects service's other work. */
export const PROJECTS_EXPORT_QUEUE = "projects-exports";

/** Writes one ZIP of everything the studio holds, streamed into storage; one try more for a worker that died. */
export const exportStudioJob = defineJob({ name: "export-studio", queue: PROJECTS_EXPORT_QUEUE, payload: z.object({ exportId: z.uuid() }), attempts: 2, service: "projects" });

/**
 * Restores an export's ZIP, uploaded to `uploadKey`, in place of the importing owner's empty studio; one try, as a
 * second could only find the studio there already. Its subscriber (auth) finishes it once the members are mailed.
 */
export const importStudioJob = defineJob({ name: "import-studio", queue: PROJECTS_EXPORT_QUEUE, payload: z.object({ uploadKey: z.string(), origin: z.string() }), attempts: 1, service: "projects" });

/** Scheduled: removes the ZIPs of exports kept EXPORT_KEPT_DAYS, or replaced by a newer one. The next run retries. */
export const expireStudioExportsJob = defineJob({ name: "expire-studio-exports", queue: PROJECTS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "projects" });

/** The quotes service's work: building quotes, and its housekeeping apart so a long build never holds it up. */
export const QUOTES_QUEUE = "quotes";
export const QUOTES_MAINTENANCE_QUEUE = "quotes-maintenance";

/** Builds a draft quote from a project's room items; the job's id keeps a retry from making a second quote. */
export const generateQuoteJob = defineJob({ name: "generate-quote", queue: QUOTES_QUEUE, payload: z.object({ projectId: z.uuid() }), attempts: 3, service: "quotes" });

/**
 * E-mails a quote version's PDF to the project's client (`to`, read from the project when the designer
 * sent it) and marks the quote sent. Retried on a mail server's passing failures; a refusal ends it.
 */
export const sendQuoteJob = defineJob({
  name: "send-quote",
  queue: QUOTES_QUEUE,
  payload: z.object({ quoteId: z.uuid(), to: z.string().min(3), message: z.string().nullable() }),
  attempts: 5,
  service: "quotes",
});

/** E-mails a notification to an address the route checked (the project's client, or a designer of the studio). */
export const sendNotificationJob = defineJob({
  name: "send-notification",
  queue: QUOTES_QUEUE,
  payload: z.object({ to: z.string().min(3), replyTo: z.string().nullable(), subject: z.string(), message: z.string() }),
  attempts: 5,
  service: "quotes",
});

/** Scheduled: marks sent quotes past their valid-until date expired. The next run retries, so one try is enough. */
export const expireQuotesJob = defineJob({ name: "expire-quotes", queue: QUOTES_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "quotes" });

/** Housekeeping of the logistics service. */
export const LOGISTICS_MAINTENANCE_QUEUE = "logistics-maintenance";

/** Scheduled daily: production items past their estimated completion and not yet made become overdue, each once per date. */
export const flagOverdueItemsJob = defineJob({ name: "flag-overdue-items", queue: LOGISTICS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "logistics" });

/** Scheduled hourly: scheduled deliveries and installations whose time passed without them leaving or starting become delayed, each once. */
export const flagDelayedVisitsJob = defineJob({ name: "flag-delayed-visits", queue: LOGISTICS_MAINTENANCE_QUEUE, payload: z.object({}), attempts: 1, service: "logistics" });

/** The logistics service's work that a designer waits on: mailing purchase orders to suppliers. */
export const LOGISTICS_QUEUE = "logistics";

/** E-mails a purchase order's PDF to its supplier (`to`, read from the supplier when the designer sent it) and marks the order sent. */
export const sendPurchaseOrderJob = defineJob({
  name: "send-purchase-order",
  queue: LOGISTICS_QUEUE,
  payload: z.object({ purchaseOrderId: z.uuid(), to: z.string().min(3) }),
  attempts: 5,
  service: "logistics",
});

/** The accounts service's work: mailing invoices to clients. */
export const ACCOUNTS_QUEUE = "accounts";

/**
 * E-mails an issued invoice's kept PDF to the project's client (`to`, read from the project when it was sent) with the
 * studio's `message`, and marks it sent.
 */
export const sendInvoiceJob = defineJob({
  name: "send-invoice",
  queue: ACCOUNTS_QUEUE,
  payload: z.object({ invoiceId: z.uuid(), to: z.string().min(3), message: z.string().nullable() }),
  attempts: 5,
  service: "accounts",
});

/** Scheduled hourly: starts each invoice's payment reminder that is due (and announces invoices newly overdue). The next run retries. */
export const remindInvoicesJob = defineJob({ name: "remind-invoices", queue: ACCOUNTS_QUEUE, payload: z.object({}), attempts: 1, service: "accounts" });

/** Mails one payment reminder (`invoice_reminders` row) to the client it names, and marks it sent. */
export const sendInvoiceReminderJob = defineJob({
  name: "send-invoice-reminder",
  queue: ACCOUNTS_QUEUE,
  payload: z.object({ reminderId: z.uuid() }),
  attempts: 5,
  service: "accounts",
});

/** The auth service's mail: password reset links, apart from every other service's work. */
export const AUTH_MAIL_QUEUE = "auth-mail";

/**
 * Why a member is sent a link to set a password: they forgot theirs, or their studio was imported into this install
 * (an export holds no passwords), which the mail explains and gives longer.
 */
export const PASSWORD_LINK_REASONS = ["forgotten", "imported"] as const;
export type PasswordLinkReason = (typeof PASSWORD_LINK_REASONS)[number];

/**
 * Makes a password link's token, keeps only its SHA-256 on the reset and mails the link on `origin`: the token
 * exists nowhere else, not in the outbox or the queue. A retry makes a new token, so only the last mail's link works.
 */
export const sendPasswordResetJob = defineJob({
  name: "send-password-reset",
  queue: AUTH_MAIL_QUEUE,
  payload: z.object({ resetId: z.uuid(), origin: z.url(), reason: z.enum(PASSWORD_LINK_REASONS).default("forgotten") }),
  attempts: 5,
  service: "auth",
});

/**
 * "send-team-invitation": mails an invitation's link to join the studio. Like a reset, the token is made by the
 * worker and only its hash kept; an invitation accepted, revoked or expired sends nothing.
 */
export const sendTeamInvitationJob = defineJob({
  name: "send-team-invitation",
  queue: AUTH_MAIL_QUEUE,
  payload: z.object({ invitationId: z.uuid(), origin: z.url() }),
  attempts: 5,
  service: "auth",
});

/** Every job there is. A service's worker host refuses to start unless it handles exactly the jobs listed for it here. */
export const JOBS = {
  thumbnail: thumbnailJob,
  extractItems: extractItemsJob,
  transcribe: transcribeJob,
  voiceNote: voiceNoteJob,
  generateImages: generateImagesJob,
  sweepAbandonedUploads: sweepAbandonedUploadsJob,
  pruneOutbox: pruneOutboxJob,
  notifyUpcomingMeetings: notifyUpcomingMeetingsJob,
  pruneNotifications: pruneNotificationsJob,
  expireStudioExports: expireStudioExportsJob,
  importStudio: importStudioJob,
  sendMeetingInvitation: sendMeetingInvitationJob,
  exportStudio: exportStudioJob,
  generateQuote: generateQuoteJob,
  sendQuote: sendQuoteJob,
  sendNotification: sendNotificationJob,
  expireQuotes: expireQuotesJob,
  sendPurchaseOrder: sendPurchaseOrderJob,
  flagOverdueItems: flagOverdueItemsJob,
  flagDelayedVisits: flagDelayedVisitsJob,
  sendPasswordReset: sendPasswordResetJob,
  sendTeamInvitation: sendTeamInvitationJob,
  sendInvoice: sendInvoiceJob,
  remindInvoices: remindInvoicesJob,
  sendInvoiceReminder: sendInvoiceReminderJob,
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS]["name"];

/** A service's reaction to an event, as the job its workers run: named after the event, on the service's events queue. */
export const subscriptionOf = (event: DomainEventDefinition, service: string): JobDefinition => ({
  name: event.name,
  queue: eventQueueOf(service),
  payload: event.payload,
  attempts: SUBSCRIBER_ATTEMPTS,
  service,
});

/** Every event's delivery to each of its subscribers. */
export const SUBSCRIPTIONS: readonly JobDefinition[] = DOMAIN_EVENT_LIST.flatMap((event) => event.subscribers.map((service) => subscriptionOf(event, service)));

/** Everything a worker runs: the jobs, and the subscriptions to events. */
export const JOB_REGISTRY: readonly JobDefinition[] = [...Object.values(JOBS), ...SUBSCRIPTIONS];

/** The services that run any job: each gets worker processes of its own. */
export const servicesWithJobs = (registry: readonly JobDefinition[] = JOB_REGISTRY): string[] => [...new Set(registry.map((job) => job.service))];

/** The queues a service's worker processes take work from: its jobs' and its event subscriptions'. */
export const queuesOfService = (service: string, registry: readonly JobDefinition[] = JOB_REGISTRY): string[] => [
  ...new Set(registry.filter((job) => job.service === service).map((job) => job.queue)),
];

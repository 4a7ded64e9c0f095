import { z } from "zod";
import { notificationSchema } from "./notifications";

/** The Socket.IO rooms a browser is in: its user's, its studio's, and the projects it watches. */
export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  studio: (studioId: string) => `studio:${studioId}`,
  project: (projectId: string) => `project:${projectId}`,
  /** A client's open portal page: joined only with a valid portal link, and told only to refetch. */
  portal: (projectId: string) => `portal:${projectId}`,
} as const;

/** Events the workers push to the `user:` and `project:` rooms of a job's owner. */
export const JOB_EVENTS = { progress: "job.progress", completed: "job.completed", failed: "job.failed" } as const;

export const jobProgressEventSchema = z.object({
  jobId: z.uuid(),
  name: z.string(),
  progress: z.number(),
  /** What the job is doing now, in words a designer reads ("Transcribing", "Extracting items"). */
  stage: z.string().optional(),
});
export const jobCompletedEventSchema = z.object({ jobId: z.uuid(), name: z.string(), result: z.unknown() });
export const jobFailedEventSchema = z.object({ jobId: z.uuid(), name: z.string(), reason: z.string() });
export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;
export type JobCompletedEvent = z.infer<typeof jobCompletedEventSchema>;
export type JobFailedEvent = z.infer<typeof jobFailedEventSchema>;

/** What a project's open pages show, by kind: each names the queries a browser refetches when it changes. */
export const CHANGED_RECORDS = ["project", "rooms", "items", "images", "voice-notes", "meetings", "installations", "quotes", "deliveries", "approvals", "productions", "timeline", "purchase-orders", "invoices", "time"] as const;
export const changedRecordsSchema = z.enum(CHANGED_RECORDS);
export type ChangedRecords = z.infer<typeof changedRecordsSchema>;

/** Pushed to `project:<id>` after a change to the project's records commits. */
export const PROJECT_EVENTS = { changed: "project.changed" } as const;

/**
 * A signal to refetch, not the data: the page asks the access-checked API again, so the socket carries
 * nothing a watcher could not read anyway. `id` is the changed record's, when there is one.
 */
export const projectChangedEventSchema = z.object({ projectId: z.uuid(), records: changedRecordsSchema, id: z.uuid().optional() });
export type ProjectChangedEvent = z.infer<typeof projectChangedEventSchema>;

/** The records the client portal shows: a change to one of them is also signalled to the project's open portals. */
export const PORTAL_RECORDS = ["project", "rooms", "images", "meetings", "installations", "quotes", "deliveries", "approvals", "invoices"] as const satisfies readonly ChangedRecords[];

/** Pushed to `portal:<id>`: a refetch signal with no record id, since the portal asks for its whole answer again. */
export const PORTAL_EVENTS = { changed: "portal.changed" } as const;
export const portalChangedEventSchema = z.object({ projectId: z.uuid(), records: z.enum(PORTAL_RECORDS) });
export type PortalChangedEvent = z.infer<typeof portalChangedEventSchema>;

/**
 * Pushed to `user:<id>`: a notification for that user created (when they want it in the app), and one read or
 * dismissed in any of their tabs, so their other open tabs and devices show the same list.
 */
export const NOTIFICATION_EVENTS = { created: "notification.created", read: "notification.read", dismissed: "notification.dismissed" } as const;
export const notificationReadEventSchema = z.object({ id: z.uuid() });
/** `id` null: every one of the user's notifications was dismissed at once. */
export const notificationDismissedEventSchema = z.object({ id: z.uuid().nullable() });

/**
 * Pushed to `user:<id>` when the studio changed the member's role (or made them its owner): their open app asks who
 * they are again, so it offers what the new role allows at once. A signal, not the role: /api/user says.
 */
export const MEMBER_EVENTS = { changed: "member.changed" } as const;
export const memberChangedEventSchema = z.object({});

/** Every event a server sends a browser, with the schema of its payload: emitters and listeners both type from it. */
export const SERVER_EVENTS = {
  [JOB_EVENTS.progress]: jobProgressEventSchema,
  [JOB_EVENTS.completed]: jobCompletedEventSchema,
  [JOB_EVENTS.failed]: jobFailedEventSchema,
  [PROJECT_EVENTS.changed]: projectChangedEventSchema,
  [PORTAL_EVENTS.changed]: portalChangedEventSchema,
  [NOTIFICATION_EVENTS.created]: notificationSchema,
  [NOTIFICATION_EVENTS.read]: notificationReadEventSchema,
  [NOTIFICATION_EVENTS.dismissed]: notificationDismissedEventSchema,
  [MEMBER_EVENTS.changed]: memberChangedEventSchema,
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;
/** Socket.IO's typed-events shape of SERVER_EVENTS (`Emitter<ServerEvents>`, `Socket<ServerEvents>`). */
export type ServerEvents = { [E in ServerEventName]: (payload: z.infer<(typeof SERVER_EVENTS)[E]>) => void };

/** What a browser asks of its socket: to hear a project's live events (other designers' jobs and changes), or to stop. */
export const SOCKET_COMMANDS = { watchProject: "project.watch", unwatchProject: "project.unwatch", watchPortal: "portal.watch" } as const;
export const watchProjectSchema = z.object({ projectId: z.uuid() });
export type WatchProject = z.infer<typeof watchProjectSchema>;
/** The answer to project.watch: false for a project the caller's studio does not have. */
export const watchProjectAckSchema = z.object({ watching: z.boolean() });
export type WatchProjectAck = z.infer<typeof watchProjectAckSchema>;
/**
 * A client's portal page asks to hear its project's refetch signals with the link it was opened with; a socket
 * of a portal page is opened with `auth: PORTAL_SOCKET_AUTH` and needs no session.
 */
export const watchPortalSchema = z.object({ projectId: z.uuid(), token: z.string().min(1).max(200) });
export type WatchPortal = z.infer<typeof watchPortalSchema>;
export const PORTAL_SOCKET_AUTH = { portal: true } as const;

/** Socket.IO's typed-events shape of what a browser sends (`Socket<ServerEvents, ClientEvents>`). */
export interface ClientEvents {
  [SOCKET_COMMANDS.watchProject]: (payload: WatchProject, ack: (answer: WatchProjectAck) => void) => void;
  [SOCKET_COMMANDS.unwatchProject]: (payload: WatchProject) => void;
  /** Answers watching: false for a wrong, expired or revoked link, or an address past the portal's lookup limit. */
  [SOCKET_COMMANDS.watchPortal]: (payload: WatchPortal, ack: (answer: WatchProjectAck) => void) => void;
}

import { z } from "zod";

/** The Socket.IO rooms a browser is in: its user's, its studio's, and the projects it watches. */
export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  studio: (studioId: string) => `studio:${studioId}`,
  project: (projectId: string) => `project:${projectId}`,
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
export const CHANGED_RECORDS = ["project", "rooms", "items", "images", "voice-notes", "meetings", "installations", "quotes"] as const;
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

/** Every event a server sends a browser, with the schema of its payload: emitters and listeners both type from it. */
export const SERVER_EVENTS = {
  [JOB_EVENTS.progress]: jobProgressEventSchema,
  [JOB_EVENTS.completed]: jobCompletedEventSchema,
  [JOB_EVENTS.failed]: jobFailedEventSchema,
  [PROJECT_EVENTS.changed]: projectChangedEventSchema,
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;
/** Socket.IO's typed-events shape of SERVER_EVENTS (`Emitter<ServerEvents>`, `Socket<ServerEvents>`). */
export type ServerEvents = { [E in ServerEventName]: (payload: z.infer<(typeof SERVER_EVENTS)[E]>) => void };

/** What a browser asks of its socket: to hear a project's live events (other designers' jobs and changes), or to stop. */
export const SOCKET_COMMANDS = { watchProject: "project.watch", unwatchProject: "project.unwatch" } as const;
export const watchProjectSchema = z.object({ projectId: z.uuid() });
export type WatchProject = z.infer<typeof watchProjectSchema>;
/** The answer to project.watch: false for a project the caller's studio does not have. */
export const watchProjectAckSchema = z.object({ watching: z.boolean() });
export type WatchProjectAck = z.infer<typeof watchProjectAckSchema>;
/** Socket.IO's typed-events shape of what a browser sends (`Socket<ServerEvents, ClientEvents>`). */
export interface ClientEvents {
  [SOCKET_COMMANDS.watchProject]: (payload: WatchProject, ack: (answer: WatchProjectAck) => void) => void;
  [SOCKET_COMMANDS.unwatchProject]: (payload: WatchProject) => void;
}

import type { JobWorkerDeps, Mailer, ObjectStorage, ProjectChanges } from "@atelier/kit";
import type { Notifier } from "../notifications/notifier";

/** What the projects service's event subscribers and scheduled work use. */
export interface ProjectsWorkerDeps extends JobWorkerDeps {
  storage: ObjectStorage;
  /** Told after a subscriber's write commits, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  /** Writes notifications, pushes them to their users and mails the ones wanted by e-mail. */
  notifier: Notifier;
  /** One per process, closed when the worker shuts down. */
  mailer: Mailer;
  /** MAIL_FROM: who the worker's mail is from. */
  mailFrom: string;
}

import type { JobWorkerDeps, Mailer, ObjectStorage, ProjectChanges } from "@atelier/kit";

/** What the logistics service's event subscribers and scheduled work use. */
export interface LogisticsWorkerDeps extends JobWorkerDeps {
  /** Told after a subscriber's write commits, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  /** Where studio logos are read for purchase orders' letterheads. */
  storage: ObjectStorage;
  /** One per process, its SMTP connections pooled; closed when the worker shuts down. */
  mailer: Mailer;
  /** The From of every mail (MAIL_FROM); replies go to the studio's own e-mail. */
  mailFrom: string;
}

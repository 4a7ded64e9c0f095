import type { JobWorkerDeps, Mailer, ObjectStorage, ProjectChanges } from "@atelier/kit";

/** What the quotes service's jobs and scheduled work use. */
export interface QuotesWorkerDeps extends JobWorkerDeps {
  /** Told after a job's write commits, so the project's open pages refetch its quotes. */
  changes: ProjectChanges;
  /** Where quote PDFs are kept and studio logos read. */
  storage: ObjectStorage;
  /** One per process, its SMTP connections pooled; closed when the worker shuts down. */
  mailer: Mailer;
  /** The From of every mail (MAIL_FROM); replies go to the studio's own e-mail. */
  mailFrom: string;
}

import type { JobWorkerDeps } from "./job-worker";
import { createMailer, type Mailer, type MailConfig } from "./mail";
import { createProjectChanges, type ProjectChanges } from "./project-changes";
import { createObjectStorage, type ObjectStorage, type StorageConfig } from "./storage";

/** What the worker of a service that changes a project's records and sends mail uses besides its connections. */
export interface MailingWorkerDeps extends JobWorkerDeps {
  /** Told after a job's or subscriber's write commits, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  storage: ObjectStorage;
  /** One per process, its SMTP connections pooled; closed when the worker shuts down. */
  mailer: Mailer;
  /** The From of every mail (MAIL_FROM); replies go to the studio's own e-mail. */
  mailFrom: string;
}

export function mailingWorkerDeps(base: JobWorkerDeps, config: StorageConfig & MailConfig): MailingWorkerDeps {
  return {
    ...base,
    changes: createProjectChanges(base.connection, base.logger),
    storage: createObjectStorage(config),
    mailer: createMailer(config),
    mailFrom: config.MAIL_FROM,
  };
}

import type { JobWorkerDeps, Mailer } from "@atelier/kit";

/** What the auth service's jobs use. */
export interface AuthWorkerDeps extends JobWorkerDeps {
  /** One per process, its SMTP connections pooled; closed when the worker shuts down. */
  mailer: Mailer;
  /** The From of every mail (MAIL_FROM). */
  mailFrom: string;
}

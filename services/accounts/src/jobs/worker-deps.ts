import type { MailingWorkerDeps } from "@atelier/kit";

/** What the accounts service's jobs and subscribers use: invoices' PDFs kept in its storage, and mail to clients. */
export type AccountsWorkerDeps = MailingWorkerDeps;

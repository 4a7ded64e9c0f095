import type { MailingWorkerDeps } from "@atelier/kit";

/** What the quotes service's jobs and scheduled work use: quote PDFs kept and studio logos read in its storage. */
export type QuotesWorkerDeps = MailingWorkerDeps;

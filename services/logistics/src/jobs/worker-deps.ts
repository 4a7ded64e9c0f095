import type { MailingWorkerDeps } from "@atelier/kit";

/** What the logistics service's event subscribers and scheduled work use: studio logos read in its storage for letterheads. */
export type LogisticsWorkerDeps = MailingWorkerDeps;

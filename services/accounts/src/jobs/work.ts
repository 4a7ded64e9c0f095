import { quoteApprovedEvent, sendInvoiceJob } from "@atelier/contracts";
import { declareWork, handleJob, mailingWorkerDeps, onEvent } from "@atelier/kit";
import { accountsWorkerConfigSchema } from "../config";
import { sendInvoice } from "../sending/send-invoice";
import { onQuoteApproved } from "../subscribers/quote-approved";
import type { AccountsWorkerDeps } from "./worker-deps";

/** What the accounts service's worker processes (src/worker.ts) do: invoices mailed to clients, and deposit invoices for approved quotes. */
export const accountsWork = declareWork({
  service: "accounts",
  configSchema: accountsWorkerConfigSchema,
  deps: (base, config): AccountsWorkerDeps => mailingWorkerDeps(base, config),
  jobs: (deps) => [handleJob(sendInvoiceJob, ({ invoiceId, to, message }, { jobId, lastAttempt }) => sendInvoice(deps, { jobId, invoiceId, to, message, lastAttempt }))],
  events: (deps) => [onEvent(quoteApprovedEvent, onQuoteApproved(deps))],
  schedules: () => [],
  close: ({ mailer }) => mailer.close(),
});

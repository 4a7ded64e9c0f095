import { quoteApprovedEvent, remindInvoicesJob, sendInvoiceJob, sendInvoiceReminderJob } from "@atelier/contracts";
import { declareWork, handleJob, mailingWorkerDeps, onEvent, scheduleJob } from "@atelier/kit";
import { accountsWorkerConfigSchema } from "../config";
import { sendInvoiceReminder } from "../reminders/send-invoice-reminder";
import { startDueReminders } from "../reminders/start-due-reminders";
import { sendInvoice } from "../sending/send-invoice";
import { onQuoteApproved } from "../subscribers/quote-approved";
import type { AccountsWorkerDeps } from "./worker-deps";

/** Hourly, so a reminder goes out soon after 08:00 in each studio's time zone. */
const REMIND_EVERY_MS = 3600 * 1000;

/** What the accounts service's worker processes (src/worker.ts) do: invoices and payment reminders mailed to clients, and deposit invoices for approved quotes. */
export const accountsWork = declareWork({
  service: "accounts",
  configSchema: accountsWorkerConfigSchema,
  deps: (base, config): AccountsWorkerDeps => mailingWorkerDeps(base, config),
  jobs: (deps) => [
    handleJob(sendInvoiceJob, ({ invoiceId, to, message }, { jobId, lastAttempt }) => sendInvoice(deps, { jobId, invoiceId, to, message, lastAttempt })),
    handleJob(sendInvoiceReminderJob, ({ reminderId }, { lastAttempt }) => sendInvoiceReminder(deps, reminderId, lastAttempt)),
  ],
  events: (deps) => [onEvent(quoteApprovedEvent, onQuoteApproved(deps))],
  schedules: ({ prisma }) => [
    scheduleJob(remindInvoicesJob, REMIND_EVERY_MS, async () => {
      const started = await startDueReminders(prisma);
      return started;
    }),
  ],
  close: ({ mailer }) => mailer.close(),
});

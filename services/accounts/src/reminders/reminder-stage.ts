import { daysBetween, INVOICE_REMINDER_DAYS, INVOICE_REMINDER_STAGES, type InvoiceReminderStage } from "@atelier/contracts";

/** A reminder missed (an outage) is still sent this many days after its day; one missed longer is not. */
export const REMINDER_GRACE_DAYS = 3;

/**
 * The reminder an invoice is due for today (the studio's date), if any: the latest stage whose day has come, unless
 * that day is more than REMINDER_GRACE_DAYS past or not after the invoice's own date (an invoice due on receipt is not
 * reminded of the day it was sent). Whether it was sent already is the caller's to check.
 */
export function dueReminderStage({ issueDate, dueDate, today }: { issueDate: string; dueDate: string; today: string }): InvoiceReminderStage | null {
  const overdueBy = daysBetween(dueDate, today);
  const reached = INVOICE_REMINDER_STAGES.filter((stage) => INVOICE_REMINDER_DAYS[stage] <= overdueBy);
  const stage = reached.at(-1);
  if (!stage) return null;
  const daysLate = overdueBy - INVOICE_REMINDER_DAYS[stage];
  const stageDayAfterIssue = daysBetween(issueDate, dueDate) + INVOICE_REMINDER_DAYS[stage] > 0;
  return daysLate <= REMINDER_GRACE_DAYS && stageDayAfterIssue ? stage : null;
}

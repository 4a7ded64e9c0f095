import { daysBetween, invoiceOverdueEvent, isInvoiceOverdue, OWING_INVOICE_STATUSES, sendInvoiceReminderJob, studioDay, wallClockOf } from "@atelier/contracts";
import { Prisma, toDateOnly, type PrismaClient } from "@atelier/db";
import { startJobInTransaction, uuidFrom, writeEvent } from "@atelier/kit";
import { invoiceBalance } from "@atelier/money";
import { REMINDER_GRACE_DAYS, dueReminderStage } from "./reminder-stage";

/** Reminders go out in working hours: from this hour of the studio's day. */
const FIRST_HOUR = 8;
/** Due dates that can have a reminder or an overdue announcement today in any time zone: 3 days ahead to 14 + grace behind, a day either side. */
const DAYS_AHEAD = 4;
const DAYS_BEHIND = 14 + REMINDER_GRACE_DAYS + 1;

const dayOffset = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));

/**
 * The hourly run: for each owing invoice of a studio that sends reminders (and not paused), the reminder it is due
 * for, once (the unique invoice and stage), with its mail job in the same transaction; and for each invoice newly
 * past due, its invoice.overdue event, once. Answers how many of each it started.
 */
export async function startDueReminders(prisma: PrismaClient, now = new Date()): Promise<{ reminders: number; overdue: number }> {
  const invoices = await prisma.invoice.findMany({
    where: { status: { in: [...OWING_INVOICE_STATUSES] }, dueDate: { gte: dayOffset(now, -DAYS_BEHIND), lte: dayOffset(now, DAYS_AHEAD) } },
    select: {
      id: true, studioId: true, projectId: true, number: true, status: true, issueDate: true, dueDate: true, total: true, amountPaid: true, amountCredited: true, remindersPaused: true, overdueAt: true,
      studio: { select: { timeZone: true, invoiceReminders: true } },
      project: { select: { clientEmail: true } },
      reminders: { select: { stage: true } },
    },
  });
  let reminders = 0;
  let overdue = 0;
  for (const invoice of invoices) {
    if (!invoice.issueDate || !invoice.dueDate || !invoice.number) continue;
    const today = studioDay(now, invoice.studio.timeZone);
    const dueDate = toDateOnly(invoice.dueDate);
    if (!invoice.overdueAt && isInvoiceOverdue(invoice.status, dueDate, today) && daysBetween(dueDate, today) <= DAYS_BEHIND) {
      const payload = { invoiceId: invoice.id, projectId: invoice.projectId, studioId: invoice.studioId, number: invoice.number, balance: invoiceBalance(invoice), dueDate };
      const announced = await prisma.$transaction(async (tx) => {
        const { count } = await tx.invoice.updateMany({ where: { id: invoice.id, overdueAt: null }, data: { overdueAt: now } });
        if (count === 1) await writeEvent(tx, invoiceOverdueEvent, uuidFrom(`invoice-overdue:${invoice.id}`), payload);
        return count === 1;
      });
      if (announced) overdue += 1;
    }
    const to = invoice.project.clientEmail;
    if (!to || invoice.remindersPaused || !invoice.studio.invoiceReminders || wallClockOf(now, invoice.studio.timeZone).hour < FIRST_HOUR) continue;
    const stage = dueReminderStage({ issueDate: toDateOnly(invoice.issueDate), dueDate, today });
    if (!stage || invoice.reminders.some((sent) => sent.stage === stage)) continue;
    const started = await prisma
      .$transaction(async (tx) => {
        const reminder = await tx.invoiceReminder.create({ data: { invoiceId: invoice.id, stage, sentTo: to } });
        await startJobInTransaction(tx, sendInvoiceReminderJob, { studioId: invoice.studioId, userId: null, projectId: invoice.projectId }, { reminderId: reminder.id });
        return true;
      })
      // Another run started this reminder a moment ago.
      .catch((error: unknown) => (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" ? false : Promise.reject(error)));
    if (started) reminders += 1;
  }
  return { reminders, overdue };
}

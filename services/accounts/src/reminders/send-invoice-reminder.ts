import { UnrecoverableError } from "bullmq";
import { isOwing } from "@atelier/contracts";
import { toDateOnly } from "@atelier/db";
import { MailSendError, shownFailureReason } from "@atelier/kit";
import { invoiceBalance } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";
import type { AccountsWorkerDeps } from "../jobs/worker-deps";
import { reminderMail } from "./reminder-mail";

/**
 * Mails one payment reminder and marks it sent. An invoice paid (or its reminders paused) since the reminder was
 * started is not reminded: the reminder is taken back. A mail server's refusal is kept on the reminder.
 */
export async function sendInvoiceReminder(deps: AccountsWorkerDeps, reminderId: string, lastAttempt: boolean): Promise<{ sent: boolean }> {
  const { prisma, changes } = deps;
  const reminder = await prisma.invoiceReminder.findUnique({ where: { id: reminderId }, include: { invoice: { include: { studio: { select: { invoiceReminders: true } } } } } });
  if (!reminder) throw new UnrecoverableError("Reminder not found");
  if (reminder.sentAt) return { sent: true };
  const { invoice } = reminder;
  const announce = () => changes.announce(invoice.projectId, "invoices", invoice.id);
  if (!isOwing(invoice.status) || invoice.remindersPaused || !invoice.studio.invoiceReminders || !invoice.number || !invoice.dueDate || !invoice.parties) {
    await prisma.invoiceReminder.delete({ where: { id: reminderId } });
    announce();
    return { sent: false };
  }
  try {
    const mail = reminderMail({
      stage: reminder.stage,
      number: invoice.number,
      dueDate: toDateOnly(invoice.dueDate),
      balance: invoiceBalance(invoice),
      parties: invoice.parties as unknown as InvoiceParties,
      from: deps.mailFrom,
      to: reminder.sentTo,
    });
    await deps.mailer.send(mail);
    await prisma.invoiceReminder.update({ where: { id: reminderId }, data: { sentAt: new Date(), failedReason: null } });
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    if (permanent || lastAttempt) {
      await prisma.invoiceReminder.update({ where: { id: reminderId }, data: { failedReason: shownFailureReason(error) } });
      announce();
    }
    throw permanent ? new UnrecoverableError((error as Error).message) : error;
  }
  announce();
  return { sent: true };
}

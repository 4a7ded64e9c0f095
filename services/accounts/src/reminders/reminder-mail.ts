import type { InvoiceReminderStage } from "@atelier/contracts";
import { letterMail, type MailMessage } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { formatRand } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";
import { howToPay } from "../sending/how-to-pay";

export interface ReminderMailRequest {
  stage: InvoiceReminderStage;
  number: string;
  dueDate: string;
  balance: string;
  parties: InvoiceParties;
  from: string;
  to: string;
}

const SUBJECTS: Record<InvoiceReminderStage, (number: string, due: string) => string> = {
  due_soon: (number, due) => `Reminder: invoice ${number} is due on ${due}`,
  due_today: (number) => `Reminder: invoice ${number} is due today`,
  overdue_7: (number) => `Invoice ${number} is overdue`,
  overdue_14: (number) => `Invoice ${number} is now 14 days overdue`,
};

const OPENINGS: Record<InvoiceReminderStage, (number: string, due: string) => string> = {
  due_soon: (number, due) => `A friendly reminder that invoice ${number} is due on ${due}.`,
  due_today: (number) => `A friendly reminder that invoice ${number} is due today.`,
  overdue_7: (number, due) => `Invoice ${number} was due on ${due} and we have not yet received payment.`,
  overdue_14: (number, due) => `Invoice ${number} was due on ${due}, two weeks ago, and is still unpaid.`,
};

/** A payment reminder to the client: what is still owed on the invoice, by when, and where to pay; replies go to the studio. */
export function reminderMail({ stage, number, dueDate, balance, parties, from, to }: ReminderMailRequest): MailMessage {
  const due = formatDay(dueDate);
  const { bank, supplier, recipient, project } = parties;
  return letterMail({
    from,
    to,
    replyTo: supplier.email,
    subject: `${SUBJECTS[stage](number, due)} (${supplier.name})`,
    paragraphs: [
      recipient.name ? `Dear ${recipient.name},` : "Hello,",
      `${OPENINGS[stage](number, due)} Amount due: ${formatRand(balance)} for ${project.title}.`,
      ...howToPay(bank, number),
      "If you have paid already, thank you: you can upload the proof of payment in your client portal, or reply to this e-mail.",
      `Kind regards,\n${supplier.name}`,
    ],
  });
}

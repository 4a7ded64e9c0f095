import { letterMail, type MailMessage } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { formatRand } from "@atelier/money";
import type { InvoiceDocument } from "../invoice-pdf/invoice-document";
import { howToPay } from "./how-to-pay";

export interface InvoiceMailRequest {
  document: InvoiceDocument;
  pdf: Buffer;
  from: string;
  to: string;
  /** The studio's own words, above the invoice's summary. */
  message: string | null;
}

/** The client's mail: the invoice's number, total and due date, where to pay with the reference, the PDF attached; replies go to the studio. */
export function invoiceMail({ document, pdf, from, to, message }: InvoiceMailRequest): MailMessage {
  const { studio, number, project, totals, payment, recipient, title } = document;
  const { bank } = payment;
  const greeting = recipient?.name ? `Dear ${recipient.name},` : "Hello,";
  const summary = [
    `Please find attached ${title.toLowerCase()} ${number} for ${project}.`,
    `Amount due: ${formatRand(totals.total)}${totals.vatPercent ? " incl. VAT" : ""}, by ${formatDay(payment.dueDate)}.`,
  ];
  return letterMail({
    from,
    to,
    replyTo: studio.email,
    subject: `${title} ${number} from ${studio.name}`,
    paragraphs: [greeting, ...(message ? [message] : []), summary.join("\n"), ...howToPay(bank, number), `Kind regards,\n${studio.name}`],
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}

import { letterMail, type MailMessage } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { formatRand } from "@atelier/money";
import type { InvoiceDocument } from "../invoice-pdf/invoice-document";

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
  const { studio, invoice, totals, bank, recipient, title } = document;
  const greeting = recipient?.name ? `Dear ${recipient.name},` : "Hello,";
  const summary = [
    `Please find attached ${title.toLowerCase()} ${invoice.number} for ${invoice.project}.`,
    `Amount due: ${formatRand(totals.total)}${totals.vatPercent ? " incl. VAT" : ""}, by ${formatDay(invoice.dueDate)}.`,
  ];
  const account = [bank.name, bank.accountHolder && `Account holder: ${bank.accountHolder}`, bank.accountNumber && `Account number: ${bank.accountNumber}`, bank.branchCode && `Branch code: ${bank.branchCode}`].filter(Boolean);
  const payment = account.length > 0 ? [`Please pay by EFT to:\n${account.join("\n")}`, `Use ${invoice.number} as your payment reference.`] : [`Use ${invoice.number} as your payment reference.`];
  return letterMail({
    from,
    to,
    replyTo: studio.email,
    subject: `${title} ${invoice.number} from ${studio.name}`,
    paragraphs: [greeting, ...(message ? [message] : []), summary.join("\n"), ...payment, `Kind regards,\n${studio.name}`],
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}

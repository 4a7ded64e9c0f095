import { UnrecoverableError } from "bullmq";
import { INVOICE_RULES, invoiceSentEvent, type SentInvoiceResult } from "@atelier/contracts";
import { MailSendError, recordActivity, shownFailureReason, uuidFrom, writeEvent } from "@atelier/kit";
import { invoiceRecord } from "../invoices/invoice-activity";
import { invoiceDocumentOf } from "../invoice-pdf/invoice-document";
import { keptInvoicePdf } from "../invoice-pdf/kept-invoice-pdf";
import type { AccountsWorkerDeps } from "../jobs/worker-deps";
import { invoiceMail } from "./invoice-mail";

export interface SendInvoiceRequest {
  /** The job's id: the invoice.sent event's id derives from it, so a retry after the invoice was marked sent mails nothing again. */
  jobId: string;
  invoiceId: string;
  to: string;
  message: string | null;
  /** A failure on the last try is the invoice's failure reason; earlier ones are retried quietly. */
  lastAttempt: boolean;
}

/**
 * Mails the invoice's kept PDF to the client, then marks it sent with its invoice.sent event in one transaction. A
 * mail server's refusal fails for good with the reason on the invoice; passing failures are retried.
 */
export async function sendInvoice(deps: AccountsWorkerDeps, { jobId, invoiceId, to, message, lastAttempt }: SendInvoiceRequest): Promise<SentInvoiceResult> {
  const { prisma, changes } = deps;
  const eventId = uuidFrom(`${jobId}:${invoiceSentEvent.name}`);
  const invoice = await prisma.invoice.findUnique({ where: { id: invoiceId } });
  if (!invoice) throw new UnrecoverableError("Invoice not found");
  if (await prisma.outboxEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return { invoiceId, sentTo: invoice.sentTo ?? to };
  if (!INVOICE_RULES.allows(invoice.status, "send")) throw new UnrecoverableError(INVOICE_RULES.refusal(invoice.status, "send"));
  try {
    const pdf = await keptInvoicePdf(deps, invoiceId);
    const document = await invoiceDocumentOf(prisma, deps.storage, invoiceId, { copy: false });
    await deps.mailer.send(invoiceMail({ document, pdf: pdf.bytes, from: deps.mailFrom, to, message }));
    const sentAt = new Date();
    await prisma.$transaction(async (tx) => {
      await tx.invoice.update({ where: { id: invoiceId }, data: { sentAt, sentTo: to, sendFailedReason: null } });
      const payload = { invoiceId, projectId: invoice.projectId, studioId: invoice.studioId, number: document.number, sentTo: to, sentAt: sentAt.toISOString() };
      await writeEvent(tx, invoiceSentEvent, eventId, payload);
      const changes = [{ field: "sentTo", label: "Sent to", before: null, after: to }];
      await recordActivity(tx, { studioId: invoice.studioId, projectId: invoice.projectId, record: invoiceRecord(invoice), action: "sent", changes });
    });
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    if (permanent || (lastAttempt && !(error instanceof UnrecoverableError))) {
      await prisma.invoice.update({ where: { id: invoiceId }, data: { sendFailedReason: shownFailureReason(error) } });
      changes.announce(invoice.projectId, "invoices", invoiceId);
    }
    throw permanent ? new UnrecoverableError((error as Error).message) : error;
  }
  changes.announce(invoice.projectId, "invoices", invoiceId);
  return { invoiceId, sentTo: to };
}

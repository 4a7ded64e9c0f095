import { invoiceDocumentTitle, isInvoiceOverdue, type Invoice } from "@atelier/contracts";
import { toDateOnly } from "@atelier/db";
import { fractionAsPercent, invoiceBalance, toMoneyString } from "@atelier/money";
import { toCreditNoteResponse } from "../credit-notes/credit-note-response";
import type { InvoiceWithDetails } from "./find-invoice";

/** The invoice as the API answers it; `today` is the studio's date, against which it is overdue. */
export function toInvoiceResponse(invoice: InvoiceWithDetails, today: string): Invoice {
  const dueDate = toDateOnly(invoice.dueDate);
  return {
    id: invoice.id,
    projectId: invoice.projectId,
    kind: invoice.kind,
    number: invoice.number,
    status: invoice.status,
    documentTitle: invoiceDocumentTitle(!invoice.vatRate.isZero()),
    quote: invoice.quote,
    percent: invoice.percent === null ? null : toMoneyString(invoice.percent),
    notes: invoice.notes,
    vatPercent: fractionAsPercent(invoice.vatRate),
    subtotal: toMoneyString(invoice.subtotal),
    vat: toMoneyString(invoice.vat),
    total: toMoneyString(invoice.total),
    amountPaid: toMoneyString(invoice.amountPaid),
    amountCredited: toMoneyString(invoice.amountCredited),
    balance: invoiceBalance(invoice),
    issueDate: toDateOnly(invoice.issueDate),
    dueDate,
    overdue: isInvoiceOverdue(invoice.status, dueDate, today),
    sentAt: invoice.sentAt?.toISOString() ?? null,
    sentTo: invoice.sentTo,
    sendFailedReason: invoice.sendFailedReason,
    lines: invoice.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity.toNumber(),
      unitPrice: toMoneyString(line.unitPrice),
      lineTotal: toMoneyString(line.lineTotal),
      quoteLineId: line.billedQuoteLineId,
    })),
    creditNotes: invoice.creditNotes.map(toCreditNoteResponse),
    reminders: invoice.reminders.map((reminder) => ({ stage: reminder.stage, sentTo: reminder.sentTo, sentAt: reminder.sentAt?.toISOString() ?? null, failedReason: reminder.failedReason })),
    remindersPaused: invoice.remindersPaused,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

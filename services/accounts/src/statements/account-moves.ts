import { INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS, type StatementEntryKind } from "@atelier/contracts";
import { toDateOnly, type PrismaClient } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

/** Something that moved what a client owes: an invoice or a refund adds to it, a credit note or a payment takes off it. */
export interface AccountMove {
  kind: StatementEntryKind;
  id: string;
  date: string;
  reference: string;
  description: string;
  debit: string | null;
  credit: string | null;
}

/** On one day, invoices before credit notes before payments before refunds: the order a client reads them. */
const KIND_ORDER: Record<StatementEntryKind, number> = { invoice: 0, credit_note: 1, payment: 2, refund: 3 };

/** The project's issued invoices, credit notes, payments and refunds, oldest first. */
export async function accountMoves(prisma: PrismaClient, projectId: string): Promise<AccountMove[]> {
  const [invoices, creditNotes, payments, refunds] = await Promise.all([
    prisma.invoice.findMany({ where: { projectId, status: { not: "draft" } }, select: { id: true, number: true, kind: true, issueDate: true, total: true } }),
    prisma.creditNote.findMany({ where: { projectId }, select: { id: true, number: true, issueDate: true, total: true, reason: true, invoice: { select: { number: true } } } }),
    prisma.payment.findMany({ where: { projectId }, select: { id: true, receivedOn: true, amount: true, method: true, reference: true } }),
    prisma.refund.findMany({ where: { projectId }, select: { id: true, refundedOn: true, amount: true, method: true, reference: true } }),
  ]);
  const moves: AccountMove[] = [
    ...invoices.map((invoice) => ({
      kind: "invoice" as const,
      id: invoice.id,
      date: toDateOnly(invoice.issueDate!),
      reference: invoice.number ?? "",
      description: `${INVOICE_KIND_LABELS[invoice.kind]} invoice`,
      debit: toMoneyString(invoice.total),
      credit: null,
    })),
    ...creditNotes.map((note) => ({
      kind: "credit_note" as const,
      id: note.id,
      date: toDateOnly(note.issueDate),
      reference: note.number,
      description: `Credit note on ${note.invoice.number ?? "an invoice"}: ${note.reason}`,
      debit: null,
      credit: toMoneyString(note.total),
    })),
    ...payments.map((payment) => ({
      kind: "payment" as const,
      id: payment.id,
      date: toDateOnly(payment.receivedOn),
      reference: payment.reference ?? "",
      description: `Payment received (${PAYMENT_METHOD_LABELS[payment.method]})`,
      debit: null,
      credit: toMoneyString(payment.amount),
    })),
    ...refunds.map((refund) => ({
      kind: "refund" as const,
      id: refund.id,
      date: toDateOnly(refund.refundedOn),
      reference: refund.reference ?? "",
      description: `Refund of credit (${PAYMENT_METHOD_LABELS[refund.method]})`,
      debit: toMoneyString(refund.amount),
      credit: null,
    })),
  ];
  return moves.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.reference.localeCompare(b.reference));
}

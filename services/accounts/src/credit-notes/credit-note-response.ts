import type { CreditNote } from "@atelier/contracts";
import { toDateOnly, type CreditNote as CreditNoteRow } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

export function toCreditNoteResponse(note: CreditNoteRow): CreditNote {
  return {
    id: note.id,
    invoiceId: note.invoiceId,
    number: note.number,
    reason: note.reason,
    issueDate: toDateOnly(note.issueDate),
    subtotal: toMoneyString(note.subtotal),
    vat: toMoneyString(note.vat),
    total: toMoneyString(note.total),
    createdAt: note.createdAt.toISOString(),
  };
}

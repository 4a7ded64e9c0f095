import { moneyDifference, sumMoney, type MoneyLike } from "@atelier/money";

type Amounts = { subtotal: MoneyLike; vat: MoneyLike };

/** What an invoice still bills once its credit notes are taken off: its subtotal and VAT less theirs. */
export function afterCredits(invoice: Amounts & { creditNotes: readonly Amounts[] }): { subtotal: string; vat: string } {
  return {
    subtotal: moneyDifference(invoice.subtotal, sumMoney(invoice.creditNotes.map((note) => note.subtotal))),
    vat: moneyDifference(invoice.vat, sumMoney(invoice.creditNotes.map((note) => note.vat))),
  };
}

import { daysBetween, isInvoiceOverdue, type InvoiceStatus } from "@atelier/contracts";
import { toDateOnly } from "@atelier/db";
import { ageBalances, invoiceBalance, sumMoney, type AgeingTotals, type MoneyLike } from "@atelier/money";

interface OpenInvoice {
  status: InvoiceStatus;
  issueDate: Date | null;
  dueDate: Date | null;
  total: MoneyLike;
  amountPaid: MoneyLike;
  amountCredited: MoneyLike;
}

/** What a client's open invoices still owe, by age (days since each invoice's date), what of it is overdue, and since how long. */
export function openBalances(invoices: readonly OpenInvoice[], today: string): { ageing: AgeingTotals; owed: string; overdue: string; daysOverdue: number } {
  const owing = invoices.filter((invoice) => invoice.issueDate && invoice.dueDate).map((invoice) => ({ issueDate: toDateOnly(invoice.issueDate!), dueDate: toDateOnly(invoice.dueDate!), status: invoice.status, balance: invoiceBalance(invoice) }));
  const overdue = owing.filter((invoice) => isInvoiceOverdue(invoice.status, invoice.dueDate, today));
  return {
    ageing: ageBalances(owing.map((invoice) => ({ ageDays: daysBetween(invoice.issueDate, today), balance: invoice.balance }))),
    owed: sumMoney(owing.map((invoice) => invoice.balance)),
    overdue: sumMoney(overdue.map((invoice) => invoice.balance)),
    daysOverdue: Math.max(0, ...overdue.map((invoice) => daysBetween(invoice.dueDate, today))),
  };
}

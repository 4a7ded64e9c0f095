import { OWING_INVOICE_STATUSES } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { invoiceBalance } from "@atelier/money";

/** The project's issued invoices with something owed, oldest first, each with its balance: what payments settle. */
export async function openInvoices(tx: Prisma.TransactionClient, projectId: string): Promise<Array<{ id: string; number: string | null; balance: string }>> {
  const invoices = await tx.invoice.findMany({ where: { projectId, status: { in: [...OWING_INVOICE_STATUSES] } }, orderBy: [{ issueDate: "asc" }, { number: "asc" }] });
  return invoices.map((invoice) => ({ id: invoice.id, number: invoice.number, balance: invoiceBalance(invoice) }));
}

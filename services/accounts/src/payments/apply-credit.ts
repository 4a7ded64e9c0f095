import type { Prisma } from "@atelier/db";
import { allocateOldestFirst, moneyDifference, sumMoney, toCents } from "@atelier/money";
import { openInvoices } from "./open-invoices";
import { settleInvoices } from "./settle-invoices";

/**
 * Spends the client's credit (what earlier payments left unallocated, oldest payment first) on the project's open
 * invoices, oldest first. Run under the project's payments lock, when an invoice is issued.
 */
export async function applyCredit(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  const payments = await tx.payment.findMany({ where: { projectId }, orderBy: [{ receivedOn: "asc" }, { createdAt: "asc" }], include: { allocations: { select: { amount: true } } } });
  let open = await openInvoices(tx, projectId);
  const touched: string[] = [];
  for (const payment of payments) {
    const unallocated = moneyDifference(payment.amount, sumMoney(payment.allocations.map((allocation) => allocation.amount)));
    if (!toCents(unallocated).gt(0)) continue;
    const { allocations } = allocateOldestFirst(unallocated, open);
    if (allocations.length === 0) break;
    await tx.paymentAllocation.createMany({ data: allocations.map((allocation) => ({ ...allocation, paymentId: payment.id })) });
    touched.push(...allocations.map((allocation) => allocation.invoiceId));
    const spent = new Map(allocations.map((allocation) => [allocation.invoiceId, allocation.amount]));
    open = open.map((invoice) => ({ ...invoice, balance: moneyDifference(invoice.balance, spent.get(invoice.id) ?? "0") }));
  }
  await settleInvoices(tx, touched);
}

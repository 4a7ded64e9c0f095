import type { Prisma } from "@atelier/db";
import { allocateOldestFirst, moneyDifference, smallerAmount, sumMoney, toCents } from "@atelier/money";
import { clientCredit } from "./client-credit";
import { openInvoices } from "./open-invoices";
import { settleInvoices } from "./settle-invoices";

/**
 * Spends the client's credit (what earlier payments left unallocated, oldest payment first, less what was refunded)
 * on the project's open invoices, oldest first. Run under the project's payments lock, when an invoice is issued.
 */
export async function applyCredit(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  const payments = await tx.payment.findMany({ where: { projectId }, orderBy: [{ receivedOn: "asc" }, { createdAt: "asc" }], include: { allocations: { select: { amount: true } } } });
  let open = await openInvoices(tx, projectId);
  // Refunds took some of the credit back: what is left to spend is the credit, however the payments left it.
  let spendable = await clientCredit(tx, projectId);
  const touched: string[] = [];
  for (const payment of payments) {
    const unallocated = moneyDifference(payment.amount, sumMoney(payment.allocations.map((allocation) => allocation.amount)));
    const usable = smallerAmount(unallocated, spendable);
    if (!toCents(usable).gt(0)) continue;
    const { allocations } = allocateOldestFirst(usable, open);
    if (allocations.length === 0) break;
    await tx.paymentAllocation.createMany({ data: allocations.map((allocation) => ({ ...allocation, paymentId: payment.id })) });
    touched.push(...allocations.map((allocation) => allocation.invoiceId));
    const spent = new Map(allocations.map((allocation) => [allocation.invoiceId, allocation.amount]));
    open = open.map((invoice) => ({ ...invoice, balance: moneyDifference(invoice.balance, spent.get(invoice.id) ?? "0") }));
    spendable = moneyDifference(spendable, sumMoney(allocations.map((allocation) => allocation.amount)));
  }
  await settleInvoices(tx, touched);
}

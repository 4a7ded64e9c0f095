import type { Prisma } from "@atelier/db";
import { moneyDifference, sumMoney, toCents } from "@atelier/money";

/**
 * After a credit, what was paid on the invoice beyond what it now asks goes back to its payments, newest allocation
 * first, where it becomes the client's credit again.
 */
export async function releaseOverpayment(tx: Prisma.TransactionClient, invoiceId: string): Promise<void> {
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, include: { allocations: { orderBy: { createdAt: "desc" } } } });
  let excess = toCents(moneyDifference(sumMoney(invoice.allocations.map((allocation) => allocation.amount)), moneyDifference(invoice.total, invoice.amountCredited)));
  for (const allocation of invoice.allocations) {
    if (!excess.gt(0)) break;
    const amount = toCents(allocation.amount);
    if (amount.gt(excess)) {
      await tx.paymentAllocation.update({ where: { id: allocation.id }, data: { amount: amount.minus(excess).toFixed(2) } });
      excess = toCents(0);
    } else {
      await tx.paymentAllocation.delete({ where: { id: allocation.id } });
      excess = excess.minus(amount);
    }
  }
}

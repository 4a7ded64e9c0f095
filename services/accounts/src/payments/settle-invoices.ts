import { invoicePaidEvent } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { uuidFrom, writeEvent } from "@atelier/kit";
import { invoiceBalance, sumMoney, toCents, toMoneyString } from "@atelier/money";

/**
 * Brings each invoice's amount paid and status up to its allocations: paid once nothing is owed, part paid while
 * something was paid, issued while nothing was. An invoice that becomes paid writes its invoice.paid event.
 */
export async function settleInvoices(tx: Prisma.TransactionClient, invoiceIds: readonly string[]): Promise<void> {
  for (const id of new Set(invoiceIds)) {
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id }, include: { allocations: { select: { amount: true } } } });
    const amountPaid = sumMoney(invoice.allocations.map((allocation) => allocation.amount));
    const owed = toCents(invoiceBalance({ total: invoice.total, amountPaid, amountCredited: invoice.amountCredited }));
    const status = !owed.gt(0) ? "paid" : toCents(amountPaid).gt(0) ? "part_paid" : "issued";
    if (status === invoice.status && toMoneyString(invoice.amountPaid) === amountPaid) continue;
    await tx.invoice.update({ where: { id }, data: { amountPaid, status } });
    // Paid by the client, not merely credited to nothing.
    if (status === "paid" && toCents(amountPaid).gt(0) && invoice.number) {
      const payload = { invoiceId: id, projectId: invoice.projectId, studioId: invoice.studioId, number: invoice.number, total: toMoneyString(invoice.total) };
      await writeEvent(tx, invoicePaidEvent, uuidFrom(`${id}:${invoicePaidEvent.name}`), payload);
    }
  }
}

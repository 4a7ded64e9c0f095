import type { Payment } from "@atelier/contracts";
import { toDateOnly, type Prisma } from "@atelier/db";
import { moneyDifference, sumMoney, toMoneyString } from "@atelier/money";

export const paymentDetails = { allocations: { orderBy: { createdAt: "asc" }, include: { invoice: { select: { number: true } } } } } satisfies Prisma.PaymentInclude;
export type PaymentWithDetails = Prisma.PaymentGetPayload<{ include: typeof paymentDetails }>;

export function toPaymentResponse(payment: PaymentWithDetails): Payment {
  const allocated = sumMoney(payment.allocations.map((allocation) => allocation.amount));
  return {
    id: payment.id,
    projectId: payment.projectId,
    amount: toMoneyString(payment.amount),
    receivedOn: toDateOnly(payment.receivedOn),
    method: payment.method,
    reference: payment.reference,
    allocations: payment.allocations.map((allocation) => ({ invoiceId: allocation.invoiceId, invoiceNumber: allocation.invoice.number ?? "", amount: toMoneyString(allocation.amount) })),
    unallocated: moneyDifference(payment.amount, allocated),
    createdAt: payment.createdAt.toISOString(),
  };
}

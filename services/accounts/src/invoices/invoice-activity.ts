import { INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS } from "@atelier/contracts";
import type { Invoice, Payment, Refund } from "@atelier/db";
import { formatRand, type MoneyLike } from "@atelier/money";

/** "INV-2026-0007 (Deposit)" once issued; "Deposit draft" before. */
export const invoiceRecord = (invoice: Pick<Invoice, "id" | "kind" | "number">) => ({
  type: "invoice" as const,
  id: invoice.id,
  label: invoice.number ? `${invoice.number} (${INVOICE_KIND_LABELS[invoice.kind]})` : `${INVOICE_KIND_LABELS[invoice.kind]} draft`,
});

/** Money that changed hands, as a person says it: "R 25,000.00 by EFT on 2026-11-28". */
const moneyMoved = (amount: MoneyLike, method: Payment["method"], day: string) => `${formatRand(amount)} by ${PAYMENT_METHOD_LABELS[method]} on ${day}`;

/** "R 25,000.00 by EFT on 2026-11-28". */
export const paymentRecord = (payment: Pick<Payment, "id" | "amount" | "method"> & { receivedOn: string }) => ({
  type: "payment" as const,
  id: payment.id,
  label: moneyMoved(payment.amount, payment.method, payment.receivedOn),
});

/** A refund is money paid the other way: "Refund of R 1,000.00 by EFT on 2026-11-28". */
export const refundRecord = (refund: Pick<Refund, "id" | "amount" | "method"> & { refundedOn: string }) => ({
  type: "payment" as const,
  id: refund.id,
  label: `Refund of ${moneyMoved(refund.amount, refund.method, refund.refundedOn)}`,
});

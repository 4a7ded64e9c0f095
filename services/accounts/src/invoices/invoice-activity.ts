import { INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS } from "@atelier/contracts";
import type { Invoice, Payment } from "@atelier/db";
import { formatRand } from "@atelier/money";

/** "INV-2026-0007 (Deposit)" once issued; "Deposit draft" before. */
export const invoiceRecord = (invoice: Pick<Invoice, "id" | "kind" | "number">) => ({
  type: "invoice" as const,
  id: invoice.id,
  label: invoice.number ? `${invoice.number} (${INVOICE_KIND_LABELS[invoice.kind]})` : `${INVOICE_KIND_LABELS[invoice.kind]} draft`,
});

/** "R 25,000.00 by EFT on 2026-11-28". */
export const paymentRecord = (payment: Pick<Payment, "id" | "amount" | "method"> & { receivedOn: string }) => ({
  type: "payment" as const,
  id: payment.id,
  label: `${formatRand(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${payment.receivedOn}`,
});

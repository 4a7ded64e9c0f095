import { z } from "zod";
import { dateOnly, money, moneyInput, optionalText } from "./fields";

export const PAYMENT_METHODS = ["eft", "card", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { eft: "EFT", card: "Card", cash: "Cash" };

/** An amount of money received: more than nothing. */
export const positiveAmount = (label: string) => moneyInput(label).refine((amount) => Number(amount) > 0, `${label} must be more than R 0.00`);

/**
 * POST /api/projects/:id/payments: money received from the client. Without allocations it settles the oldest open
 * invoices first; what is left over is the client's credit, applied to the next invoice issued.
 */
/** What a payment is, as recorded: the form's own fields (where it goes is chosen beside them). */
export const paymentFields = {
  amount: positiveAmount("Amount"),
  receivedOn: dateOnly("Received on"),
  method: z.enum(PAYMENT_METHODS, { error: "Method must be eft, card or cash" }),
  reference: optionalText(200).optional(),
};

export const recordPaymentRequestSchema = z
  .object({
    ...paymentFields,
    allocations: z
      .array(z.object({ invoiceId: z.uuid({ error: "Choose an invoice of this project" }), amount: positiveAmount("Allocated amount") }))
      .max(100)
      .optional(),
  })
  .superRefine((body, context) => {
    const allocated = (body.allocations ?? []).reduce((sum, allocation) => sum + Math.round(Number(allocation.amount) * 100), 0);
    if (allocated > Math.round(Number(body.amount) * 100)) context.addIssue({ code: "custom", path: ["allocations"], message: "The allocations come to more than the payment" });
    const invoices = (body.allocations ?? []).map((allocation) => allocation.invoiceId);
    if (new Set(invoices).size !== invoices.length) context.addIssue({ code: "custom", path: ["allocations"], message: "Allocate to each invoice once" });
  });
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;
export type RecordPaymentBody = z.output<typeof recordPaymentRequestSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  amount: money,
  /** "YYYY-MM-DD". */
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  allocations: z.array(z.object({ invoiceId: z.uuid(), invoiceNumber: z.string(), amount: money })),
  /** What no invoice took: the client's credit. */
  unallocated: money,
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/projects/:id/refunds: money paid back to the client out of their credit, at most all of it. */
export const recordRefundRequestSchema = z.object({
  amount: positiveAmount("Amount"),
  refundedOn: dateOnly("Refunded on"),
  method: z.enum(PAYMENT_METHODS, { error: "Method must be eft, card or cash" }),
  reference: optionalText(200).optional(),
});
export type RecordRefundRequest = z.input<typeof recordRefundRequestSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  amount: money,
  /** "YYYY-MM-DD". */
  refundedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/projects/:id/payments: newest first, the refunds of credit, and the client's credit (what neither an invoice nor a refund has taken). */
export const projectPaymentsSchema = z.object({ payments: z.array(paymentSchema), refunds: z.array(refundSchema), credit: money });
export type ProjectPayments = z.infer<typeof projectPaymentsSchema>;

import { z } from "zod";
import { dateOnly, money, optionalText, requiredText, text } from "./fields";
import { PAYMENT_METHODS, positiveAmount } from "./payments";

/** What a client may upload as proof that they paid: a bank's PDF or a photo or screenshot, up to 10 MB. */
export const PAYMENT_PROOF_LIMITS = { maxBytes: 10 * 1024 * 1024, types: ["application/pdf", "image/jpeg", "image/png", "image/webp"] } as const;
export const PAYMENT_PROOF_ACCEPT = PAYMENT_PROOF_LIMITS.types.join(",");

export const PAYMENT_PROOF_STATUSES = ["pending", "confirmed", "declined"] as const;
export type PaymentProofStatus = (typeof PAYMENT_PROOF_STATUSES)[number];
export const PAYMENT_PROOF_STATUS_LABELS: Record<PaymentProofStatus, string> = { pending: "Awaiting confirmation", confirmed: "Confirmed", declined: "Not received" };

/**
 * POST /api/client-portal/:projectId/:token/payment-proofs: the file the client PUT to the portal's upload URL, what
 * they paid, when, the reference they used and, when they chose one, the invoice it pays.
 */
export const submitPaymentProofRequestSchema = z.object({
  fileURL: text("Upload the proof of payment first").trim().min(1, "Upload the proof of payment first").max(4000),
  amount: positiveAmount("Amount paid"),
  paidOn: dateOnly("Paid on"),
  reference: optionalText(200).optional(),
  invoiceId: z.uuid({ error: "Choose one of your invoices" }).nullish().transform((value) => value ?? null),
});
export type SubmitPaymentProofRequest = z.input<typeof submitPaymentProofRequestSchema>;

/** A proof as its client sees it in the portal: what they said they paid and whether the studio has it. */
export const portalPaymentProofSchema = z.strictObject({
  id: z.uuid(),
  amount: money,
  paidOn: z.iso.date(),
  reference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  status: z.enum(PAYMENT_PROOF_STATUSES),
  declinedReason: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
});
export type PortalPaymentProof = z.infer<typeof portalPaymentProofSchema>;

/** A proof as the studio sees it: the client's figures, the file to check them against, and what became of it. */
export const paymentProofSchema = portalPaymentProofSchema.extend({
  projectId: z.uuid(),
  invoiceId: z.uuid().nullable(),
  /** A signed URL to the file, valid for a while: read it fresh. */
  fileUrl: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  paymentId: z.uuid().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/**
 * POST /api/payment-proofs/:proofId/confirm: the payment the proof becomes, in one step. Each field left out is the
 * proof's own (amount, paid on, reference) or EFT; the payment settles the invoice the client named first.
 */
export const confirmPaymentProofRequestSchema = z.object({
  amount: positiveAmount("Amount").optional(),
  receivedOn: dateOnly("Received on").optional(),
  method: z.enum(PAYMENT_METHODS, { error: "Method must be eft, card or cash" }).default("eft"),
  reference: optionalText(200).optional(),
});
export type ConfirmPaymentProofRequest = z.input<typeof confirmPaymentProofRequestSchema>;

/** POST /api/payment-proofs/:proofId/decline: the money never arrived, or the file is not a proof; the client sees why. */
export const declinePaymentProofRequestSchema = z.object({ reason: requiredText("Say why the payment is not confirmed", 500) });
export type DeclinePaymentProofRequest = z.input<typeof declinePaymentProofRequestSchema>;

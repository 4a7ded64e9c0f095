import type { PortalPaymentProof } from "@atelier/contracts";
import { toDateOnly, type Prisma } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

export const paymentProofInclude = { invoice: { select: { number: true } } } satisfies Prisma.PaymentProofInclude;
export type PaymentProofWithInvoice = Prisma.PaymentProofGetPayload<{ include: typeof paymentProofInclude }>;

/**
 * A proof of payment as its client sees it in the portal (accounts answers the upload with it, the portal's data lists
 * them): built field by field, so nothing of the studio's reaches the client.
 */
export function toPortalPaymentProof(proof: PaymentProofWithInvoice): PortalPaymentProof {
  return {
    id: proof.id,
    amount: toMoneyString(proof.amount),
    paidOn: toDateOnly(proof.paidOn),
    reference: proof.reference,
    invoiceNumber: proof.invoice?.number ?? null,
    status: proof.status,
    declinedReason: proof.declinedReason,
    uploadedAt: proof.createdAt.toISOString(),
  };
}

import { toDateOnly, type PaymentProof } from "@atelier/db";
import { money, type FieldShown } from "@atelier/kit";
import { formatRand } from "@atelier/money";

/** What the client says they paid: "R 25,000.00 paid on 2026-11-28". */
export const paymentProofRecord = (proof: Pick<PaymentProof, "id" | "amount" | "paidOn">) => ({
  type: "payment-proof" as const,
  id: proof.id,
  label: `${formatRand(proof.amount)} paid on ${toDateOnly(proof.paidOn)}`,
});

/** What a proof says of the payment, each as the studio may correct it when confirming. */
export interface ProofPayment {
  amount: string;
  paidOn: string;
  reference: string | null;
}

/** The proof's fields whose corrections its confirmation shows (the payment's own entry says what was recorded). */
export const PROOF_PAYMENT_FIELDS: Record<keyof ProofPayment, FieldShown> = { amount: money("Amount"), paidOn: "Paid on", reference: "Reference" };

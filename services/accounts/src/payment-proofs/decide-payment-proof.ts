import type { confirmPaymentProofRequestSchema } from "@atelier/contracts";
import { toDateOnly, type PaymentProof, type Prisma, type PrismaClient } from "@atelier/db";
import { conflict, fieldChanges, fieldsSet, recordActivity } from "@atelier/kit";
import { toMoneyString } from "@atelier/money";
import type { z } from "zod";
import { recordPaymentIn } from "../payments/record-payment";
import { PROOF_PAYMENT_FIELDS, paymentProofRecord, type ProofPayment } from "./payment-proof-activity";

type ConfirmBody = z.output<typeof confirmPaymentProofRequestSchema>;

const DECIDED = { confirmed: "This proof of payment was already confirmed", declined: "This proof of payment was declined" } as const;

/** Locks the proof's row and refuses a proof already decided: two clicks, or two designers, decide once. */
async function lockPending(tx: Prisma.TransactionClient, proofId: string): Promise<PaymentProof> {
  await tx.$queryRaw`SELECT id FROM payment_proofs WHERE id = ${proofId}::uuid FOR UPDATE`;
  const proof = await tx.paymentProof.findUniqueOrThrow({ where: { id: proofId } });
  if (proof.status !== "pending") throw conflict(DECIDED[proof.status]);
  return proof;
}

/**
 * Records the payment a proof shows (its own amount, date and reference unless the studio corrects them), settling
 * the invoice the client named first, and marks the proof confirmed with it, in one transaction. The payment's own
 * entry says what was received; the proof's says only what the studio corrected of the client's word. Answers the
 * payment's id.
 */
export function confirmPaymentProof(prisma: PrismaClient, proofId: string, decidedById: string, body: ConfirmBody): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const proof = await lockPending(tx, proofId);
    const said: ProofPayment = { amount: toMoneyString(proof.amount), paidOn: toDateOnly(proof.paidOn), reference: proof.reference };
    const confirmed: ProofPayment = { amount: body.amount ?? said.amount, paidOn: body.receivedOn ?? said.paidOn, reference: body.reference === undefined ? said.reference : body.reference };
    const payment = { amount: confirmed.amount, receivedOn: confirmed.paidOn, method: body.method, reference: confirmed.reference };
    const paymentId = await recordPaymentIn(tx, { id: proof.projectId, studioId: proof.studioId }, decidedById, payment, proof.invoiceId);
    await tx.paymentProof.update({ where: { id: proof.id }, data: { status: "confirmed", paymentId, decidedById, decidedAt: new Date() } });
    const changes = fieldChanges(said, confirmed, PROOF_PAYMENT_FIELDS);
    await recordActivity(tx, { studioId: proof.studioId, projectId: proof.projectId, record: paymentProofRecord(proof), action: "confirmed", changes });
    return paymentId;
  });
}

/** Marks a pending proof declined, with the reason its client will read. */
export function declinePaymentProof(prisma: PrismaClient, proofId: string, decidedById: string, reason: string): Promise<void> {
  return prisma.$transaction(async (tx) => {
    const proof = await lockPending(tx, proofId);
    await tx.paymentProof.update({ where: { id: proofId }, data: { status: "declined", declinedReason: reason, decidedById, decidedAt: new Date() } });
    const changes = fieldsSet({ declinedReason: reason }, { declinedReason: "Reason" });
    await recordActivity(tx, { studioId: proof.studioId, projectId: proof.projectId, record: paymentProofRecord(proof), action: "declined", changes });
  });
}

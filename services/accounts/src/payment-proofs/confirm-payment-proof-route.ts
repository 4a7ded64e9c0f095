import type { Endpoints } from "@atelier/contracts";
import type { PaymentProof } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { paymentDetails, toPaymentResponse } from "../payments/payment-response";
import { confirmPaymentProof } from "./decide-payment-proof";

/** POST /api/payment-proofs/:id/confirm: 201 with the payment the proof became. */
export function confirmPaymentProofRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["confirmPaymentProof"], Staff, PaymentProof> {
  return async (_req, res, { caller, record: proof, body }) => {
    const id = await confirmPaymentProof(prisma, proof.id, caller.userId, body);
    changes.announce(proof.projectId, "invoices", id);
    res.status(201).json(toPaymentResponse(await prisma.payment.findUniqueOrThrow({ where: { id }, include: paymentDetails })));
  };
}

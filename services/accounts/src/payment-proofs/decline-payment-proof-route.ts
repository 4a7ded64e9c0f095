import type { Endpoints } from "@atelier/contracts";
import type { PaymentProof } from "@atelier/db";
import { paymentProofInclude, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { declinePaymentProof } from "./decide-payment-proof";
import { toPaymentProof } from "./payment-proof-response";

/** POST /api/payment-proofs/:id/decline: the proof, declined with the reason its client reads in the portal. */
export function declinePaymentProofRoute({ prisma, storage, changes }: AccountsDeps): RouteHandler<Endpoints["declinePaymentProof"], Staff, PaymentProof> {
  return async (_req, res, { caller, record: proof, body }) => {
    await declinePaymentProof(prisma, proof.id, caller.userId, body.reason);
    changes.announce(proof.projectId, "invoices", proof.id);
    res.json(await toPaymentProof(storage, await prisma.paymentProof.findUniqueOrThrow({ where: { id: proof.id }, include: paymentProofInclude })));
  };
}

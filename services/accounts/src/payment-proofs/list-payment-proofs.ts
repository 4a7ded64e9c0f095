import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { paymentProofInclude, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { toPaymentProof } from "./payment-proof-response";

/** GET /api/projects/:id/payment-proofs: the client's uploads, newest first, each with a link to its file. */
export function listPaymentProofs({ prisma, storage }: AccountsDeps): RouteHandler<Endpoints["projectPaymentProofs"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    const proofs = await prisma.paymentProof.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "desc" }, include: paymentProofInclude });
    res.json(await Promise.all(proofs.map((proof) => toPaymentProof(storage, proof))));
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { clientCredit } from "./client-credit";
import { paymentDetails, toPaymentResponse } from "./payment-response";
import { toRefundResponse } from "./record-refund";

/** GET /api/projects/:id/payments: newest first, the refunds of credit, and the client's credit. */
export function listProjectPayments({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projectPayments"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    const [payments, refunds, credit] = await Promise.all([
      prisma.payment.findMany({ where: { projectId: project.id }, orderBy: [{ receivedOn: "desc" }, { createdAt: "desc" }], include: paymentDetails }),
      prisma.refund.findMany({ where: { projectId: project.id }, orderBy: [{ refundedOn: "desc" }, { createdAt: "desc" }] }),
      clientCredit(prisma, project.id),
    ]);
    res.json({ payments: payments.map(toPaymentResponse), refunds: refunds.map(toRefundResponse), credit });
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { sumMoney } from "@atelier/money";
import { paymentDetails, toPaymentResponse } from "./payment-response";

/** GET /api/projects/:id/payments: newest first, and the client's credit. */
export function listProjectPayments({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projectPayments"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    const payments = (await prisma.payment.findMany({ where: { projectId: project.id }, orderBy: [{ receivedOn: "desc" }, { createdAt: "desc" }], include: paymentDetails })).map(toPaymentResponse);
    res.json({ payments, credit: sumMoney(payments.map((payment) => payment.unallocated)) });
  };
}

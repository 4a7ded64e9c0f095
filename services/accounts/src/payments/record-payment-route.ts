import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { paymentDetails, toPaymentResponse } from "./payment-response";
import { recordPayment } from "./record-payment";

/** POST /api/projects/:id/payments: 201 with the payment and where it went. */
export function recordPaymentRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["recordPayment"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const id = await recordPayment(prisma, project, caller.userId, body);
    changes.announce(project.id, "invoices", id);
    res.status(201).json(toPaymentResponse(await prisma.payment.findUniqueOrThrow({ where: { id }, include: paymentDetails })));
  };
}

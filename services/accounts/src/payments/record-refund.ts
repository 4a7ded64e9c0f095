import type { Endpoints, Refund as RefundAnswer } from "@atelier/contracts";
import { fromDateOnly, toDateOnly, type Project, type Refund } from "@atelier/db";
import { fieldRefused, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import { formatRand, toCents, toMoneyString } from "@atelier/money";
import type { AccountsDeps } from "../config";
import { refundRecord } from "../invoices/invoice-activity";
import { clientCredit } from "./client-credit";
import { lockProjectPayments } from "./project-payments-lock";
import { refuseFutureDay } from "./refuse-future-day";

export function toRefundResponse(refund: Refund): RefundAnswer {
  return {
    id: refund.id,
    projectId: refund.projectId,
    amount: toMoneyString(refund.amount),
    refundedOn: toDateOnly(refund.refundedOn),
    method: refund.method,
    reference: refund.reference,
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * POST /api/projects/:id/refunds: money paid back to the client out of their credit, on a day not after today (the
 * studio's); never more than the credit, under the project's payments lock so two refunds cannot both spend it.
 */
export function recordRefundRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["recordRefund"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const refund = await prisma.$transaction(async (tx) => {
      await refuseFutureDay(tx, project.studioId, "refundedOn", "Refunded on", body.refundedOn);
      await lockProjectPayments(tx, project.id);
      const credit = await clientCredit(tx, project.id);
      if (toCents(body.amount).gt(credit)) throw fieldRefused("amount", `The client's credit is ${formatRand(credit)}`);
      const created = await tx.refund.create({
        data: { studioId: project.studioId, projectId: project.id, amount: body.amount, refundedOn: fromDateOnly(body.refundedOn), method: body.method, reference: body.reference ?? null, createdById: caller.userId },
      });
      await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: refundRecord({ ...created, refundedOn: body.refundedOn }), action: "created" });
      return created;
    });
    changes.announce(project.id, "invoices", refund.id);
    res.status(201).json(toRefundResponse(refund));
  };
}

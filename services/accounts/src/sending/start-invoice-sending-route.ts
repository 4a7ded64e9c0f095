import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { startInvoiceSending } from "./start-invoice-sending";

/** POST /api/invoices/:id/send {message?}: 202 with the "send-invoice" job to follow. */
export function startInvoiceSendingRoute(deps: AccountsDeps): RouteHandler<Endpoints["sendInvoice"], Staff, Invoice> {
  return async (_req, res, { caller, record, body }) => {
    const jobId = await startInvoiceSending(deps, record, { sentBy: caller.userId, message: body.message ?? null });
    res.status(202).json({ jobId });
  };
}

import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { invoiceAnswer } from "../invoices/invoice-answer";

/** PUT /api/invoices/:id/reminders: pauses (or resumes) the invoice's payment reminders; answers the invoice. */
export function pauseInvoiceReminders({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["invoiceReminders"], Staff, Invoice> {
  return async (_req, res, { record: invoice, body }) => {
    await prisma.invoice.update({ where: { id: invoice.id }, data: { remindersPaused: body.paused } });
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}

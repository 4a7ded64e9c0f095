import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import { changedNothing, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { invoiceAnswer } from "../invoices/invoice-answer";
import { invoiceRecord } from "../invoices/invoice-activity";

/** The switch as the invoice's page shows it. */
const remindersShown = (paused: boolean) => (paused ? "Paused" : "On");

/** PUT /api/invoices/:id/reminders: pauses (or resumes) the invoice's payment reminders; answers the invoice. */
export function pauseInvoiceReminders({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["invoiceReminders"], Staff, Invoice> {
  return async (_req, res, { record: invoice, body: { paused } }) => {
    await prisma.$transaction(async (tx) => {
      // Only a switch that flips is a change: the same choice sent again (a second tab) records nothing.
      const { count } = await tx.invoice.updateMany({ where: { id: invoice.id, remindersPaused: !paused }, data: { remindersPaused: paused } });
      if (count === 0) return changedNothing();
      const switched = [{ field: "remindersPaused", label: "Payment reminders", before: remindersShown(!paused), after: remindersShown(paused) }];
      await recordActivity(tx, { studioId: invoice.studioId, projectId: invoice.projectId, record: invoiceRecord(invoice), action: "updated", changes: switched });
    });
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}

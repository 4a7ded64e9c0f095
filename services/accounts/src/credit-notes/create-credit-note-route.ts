import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { toCreditNoteResponse } from "./credit-note-response";
import { issueCreditNote } from "./issue-credit-note";

/** POST /api/invoices/:id/credit-notes {reason, amount}: 201 with the credit note, issued. */
export function createCreditNoteRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["createCreditNote"], Staff, Invoice> {
  return async (_req, res, { caller, record: invoice, body }) => {
    const id = await issueCreditNote(prisma, invoice, caller.userId, body);
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.status(201).json(toCreditNoteResponse(await prisma.creditNote.findUniqueOrThrow({ where: { id } })));
  };
}

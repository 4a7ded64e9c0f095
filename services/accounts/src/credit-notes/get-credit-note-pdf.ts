import type { CreditNote } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { renderTaxDocumentPdf } from "../invoice-pdf/render-tax-document-pdf";
import { creditNoteDocumentOf } from "./credit-note-document";

/** GET /api/credit-notes/:id/pdf: the credit note as an A4 PDF, rendered from what was kept when it was issued. */
export function getCreditNotePdf({ prisma, storage }: AccountsDeps): AccessHandler<Staff, CreditNote> {
  return async (_req, res, { record }) => {
    const pdf = await renderTaxDocumentPdf(await creditNoteDocumentOf(prisma, storage, record.id, { copy: false }));
    res.set({ "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${record.number}.pdf"` });
    res.type("application/pdf").send(pdf);
  };
}

import { INVOICE_RULES } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import { conflict, type AccessHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { keptInvoicePdf } from "./kept-invoice-pdf";

/** GET /api/invoices/:id/pdf: the issued invoice's kept PDF, "INV-2026-0001.pdf" (its ETag the SHA-256); 409 for a draft. */
export function getInvoicePdf(deps: AccountsDeps): AccessHandler<Staff, Invoice> {
  return async (_req, res, { record }) => {
    if (record.number === null) throw conflict(INVOICE_RULES.refusal(record.status, "print"));
    const pdf = await keptInvoicePdf(deps, record.id);
    res.set({ "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${record.number}.pdf"`, ETag: `"${pdf.sha256}"` });
    res.type("application/pdf").send(pdf.bytes);
  };
}

import type { Invoice } from "@atelier/db";
import type { AccessHandler, PortalClient } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { invoiceDocumentOf } from "./invoice-document";
import { renderTaxDocumentPdf } from "./render-tax-document-pdf";

/**
 * GET /api/client-portal/:projectId/:token/invoices/:id/pdf: the issued invoice for the client to download, marked
 * "Copy" (VAT Act s 20(4): one original, which was e-mailed). Rendered from what was kept at issue, so every copy is
 * the same document.
 */
export function getClientInvoicePdf({ prisma, storage }: AccountsDeps): AccessHandler<PortalClient, Invoice> {
  return async (_req, res, { record }) => {
    const pdf = await renderTaxDocumentPdf(await invoiceDocumentOf(prisma, storage, record.id, { copy: true }));
    res.set({ "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${record.number}-copy.pdf"` });
    res.type("application/pdf").send(pdf);
  };
}

import type { PurchaseOrder } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { purchaseOrderDocumentOf } from "./pdf/purchase-order-document";
import { renderPurchaseOrderPdf } from "./pdf/render-purchase-order-pdf";

/**
 * GET /api/purchase-orders/:id/pdf: the order as an A4 PDF attachment, "PO-2026-0001.pdf". An order
 * mailed to its supplier answers the very PDF mailed, kept since (its ETag the SHA-256); any other is
 * rendered as it stands.
 */
export function getPurchaseOrderPdf({ prisma, storage }: LogisticsDeps): AccessHandler<Staff, PurchaseOrder> {
  return async (_req, res, { record }) => {
    const kept = record.pdfObjectKey && record.pdfSha256 ? { bytes: await storage.read(record.pdfObjectKey), etag: `"${record.pdfSha256}"` } : null;
    const pdf = kept?.bytes ?? (await renderPurchaseOrderPdf(await purchaseOrderDocumentOf(prisma, storage, record.id)));
    res.set({ "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${record.number}.pdf"`, ...(kept ? { ETag: kept.etag } : {}) });
    res.type("application/pdf").send(pdf);
  };
}

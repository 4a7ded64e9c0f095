import { downloads, endpoints, SAGE_COLUMNS, XERO_COLUMNS, type Endpoints } from "@atelier/contracts";
import { fromDateOnly } from "@atelier/db";
import { staff, toCsv, type DeclaredRoutes, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { accountingRows, exportFileName } from "./accounting-rows";
import { exportDocumentIds, exportDocuments } from "./export-documents";
import { ledgerCodes } from "./ledger-codes";

/** GET /api/accounts/export/summary: what the export would hold and how much of it went out before. */
const exportSummary =
  ({ prisma }: AccountsDeps): RouteHandler<Endpoints["accountingExportSummary"], Staff, undefined> =>
  async (_req, res, { caller, query }) => {
    const { invoices, creditNotes } = await exportDocumentIds(prisma, caller.studioId, query.from, query.to);
    const before = await prisma.exportedDocument.findMany({
      where: { documentId: { in: [...invoices, ...creditNotes] }, export: { studioId: caller.studioId } },
      select: { documentId: true, export: { select: { createdAt: true } } },
    });
    const lastExportedAt = before.reduce<Date | null>((latest, { export: taken }) => (!latest || taken.createdAt > latest ? taken.createdAt : latest), null);
    res.json({
      invoices: invoices.length,
      creditNotes: creditNotes.length,
      alreadyExported: new Set(before.map((row) => row.documentId)).size,
      lastExportedAt: lastExportedAt?.toISOString() ?? null,
    });
  };

/** GET /api/accounts/export: the CSV, and a record of the export that marks each of its documents exported. */
const downloadExport =
  ({ prisma }: AccountsDeps): RouteHandler<typeof downloads.accountingExport, Staff, undefined> =>
  async (_req, res, { caller, query }) => {
    const [documents, codes] = await Promise.all([exportDocuments(prisma, caller.studioId, query.from, query.to), ledgerCodes(prisma, caller.studioId)]);
    const csv = toCsv(query.format === "xero" ? XERO_COLUMNS : SAGE_COLUMNS, accountingRows(query.format, documents, codes));
    await prisma.accountingExport.create({
      data: {
        studioId: caller.studioId,
        format: query.format,
        fromDate: fromDateOnly(query.from),
        toDate: fromDateOnly(query.to),
        createdById: caller.userId,
        documents: { create: documents.map((document) => ({ documentId: document.id })) },
      },
    });
    res.set({ "Cache-Control": "private, no-store", "Content-Disposition": `attachment; filename="${exportFileName(query.format, query.from, query.to)}"` });
    res.type("text/csv; charset=utf-8").send(csv);
  };

/** The bookkeeper's exports: invoices and credit notes as CSV for Xero or Sage. */
export function exportRoutes(routes: DeclaredRoutes, deps: AccountsDeps): void {
  routes.serve(endpoints.accountingExportSummary, staff(), exportSummary(deps));
  routes.serve(downloads.accountingExport, staff(), downloadExport(deps));
}

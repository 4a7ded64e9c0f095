import type { AccountingExportFormat } from "@atelier/contracts";
import type { ExportDocument } from "./export-documents";

/** What the bookkeeper's ledger names: the sales account and the tax type (the studio's, or the defaults). */
export interface LedgerCodes {
  accountCode: string;
  taxType: string;
}

/** "28/11/2026": the day first, as South African Xero and Sage read dates. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const negated = (amount: string) => (amount.startsWith("-") ? amount.slice(1) : amount === "0.00" ? amount : `-${amount}`);

/** Xero: one row per line; a credit note's line has a negative quantity and tax, so Xero imports it as a credit note. */
function xeroRows(document: ExportDocument, codes: LedgerCodes): string[][] {
  const credit = document.kind === "credit_note";
  return document.lines.map((line) => [
    document.clientName,
    document.clientEmail ?? "",
    document.number,
    credit ? `${document.credits} ${document.project}` : document.project,
    dayFirst(document.date),
    dayFirst(document.dueDate ?? document.date),
    line.description,
    credit ? negated(line.quantity) : line.quantity,
    line.unitAmount,
    codes.accountCode,
    codes.taxType,
    credit ? negated(line.vat) : line.vat,
    "ZAR",
  ]);
}

/** Sage: one row per document, its net, tax and total. */
function sageRow(document: ExportDocument, codes: LedgerCodes): string[] {
  const details = document.kind === "credit_note" ? document.lines[0]!.description : `${document.project}: ${document.lines.map((line) => line.description).join("; ")}`;
  return [document.kind === "credit_note" ? "Credit Note" : "Invoice", document.clientName, dayFirst(document.date), document.number, codes.accountCode, details, document.subtotal, document.vat, document.total];
}

/** The rows of an export in the bookkeeper's format, in the documents' order. */
export function accountingRows(format: AccountingExportFormat, documents: readonly ExportDocument[], codes: LedgerCodes): string[][] {
  return format === "xero" ? documents.flatMap((document) => xeroRows(document, codes)) : documents.map((document) => sageRow(document, codes));
}

/** The file's name: "atelier-xero-2026-11-01-to-2026-11-30.csv". */
export const exportFileName = (format: AccountingExportFormat, from: string, to: string) => `atelier-${format}-${from}-to-${to}.csv`;

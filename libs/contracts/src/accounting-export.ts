import { z } from "zod";
import { dateOnly } from "./fields";

export const ACCOUNTING_EXPORT_FORMATS = ["xero", "sage"] as const;
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];
export const ACCOUNTING_EXPORT_LABELS: Record<AccountingExportFormat, string> = { xero: "Xero", sage: "Sage" };

/** Xero's sales invoice import, one row per line; a credit note's row has a negative quantity, which Xero imports as a credit note. */
export const XERO_COLUMNS = ["ContactName", "EmailAddress", "InvoiceNumber", "Reference", "InvoiceDate", "DueDate", "Description", "Quantity", "UnitAmount", "AccountCode", "TaxType", "TaxAmount", "Currency"] as const;
/** Sage Business Cloud Accounting's customer quick entry, one row per document. */
export const SAGE_COLUMNS = ["Type", "Customer Reference", "Date", "Reference", "Ledger Account", "Details", "Net", "Tax", "Total"] as const;

/** Until the bookkeeper sets their own (Settings): Xero's default sales account, and the South African standard rate's name. */
export const DEFAULT_EXPORT_ACCOUNT_CODE = "200";
export const DEFAULT_EXPORT_TAX_TYPE = "Standard Rate Sales";
/** The tax type of a studio not registered for VAT. */
export const NO_VAT_TAX_TYPE = "No VAT";

/** GET /api/accounts/export and its summary: the issued invoices and credit notes dated from `from` to `to`, inclusive. */
export const accountingExportQuerySchema = z
  .object({
    format: z.enum(ACCOUNTING_EXPORT_FORMATS, { error: "Format must be xero or sage" }),
    from: dateOnly("From"),
    to: dateOnly("To"),
  })
  .refine((query) => query.from <= query.to, { path: ["to"], message: "To must not be before From" });
export type AccountingExportQuery = z.input<typeof accountingExportQuerySchema>;

/** What an export would hold, and how much of it was exported before: the screen warns before exporting it again. */
export const accountingExportSummarySchema = z.object({
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  alreadyExported: z.number().int(),
  /** When the most recent of those earlier exports was taken. */
  lastExportedAt: z.iso.datetime().nullable(),
});
export type AccountingExportSummary = z.infer<typeof accountingExportSummarySchema>;

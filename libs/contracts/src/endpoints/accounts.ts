import { z } from "zod";
import { createCreditNoteRequestSchema, createInvoiceRequestSchema, creditNoteSchema, invoiceRemindersRequestSchema, invoiceSchema, projectInvoicesSchema, sendInvoiceRequestSchema, updateInvoiceRequestSchema } from "../invoices";
import { jobAcceptedSchema } from "../jobs";
import { confirmPaymentProofRequestSchema, declinePaymentProofRequestSchema, paymentProofSchema, portalPaymentProofSchema, submitPaymentProofRequestSchema } from "../payment-proofs";
import { paymentSchema, projectPaymentsSchema, recordPaymentRequestSchema, recordRefundRequestSchema, refundSchema } from "../payments";
import { accountingExportQuerySchema, accountingExportSummarySchema } from "../accounting-export";
import { projectFeesSchema, setProjectFeesRequestSchema } from "../project-fees";
import { timeReportQuerySchema, timeReportSchema } from "../reports";
import { projectStatementSchema, receivablesSchema, statementQuerySchema } from "../statements";
import { noContentSchema, ownedBy, UNRECORDED } from "./route";

/** Invoices, credit notes, payments and statements. */
export const accountsEndpoints = ownedBy("accounts", {
  projectInvoices: { method: "GET", path: "/api/projects/:projectId/invoices", access: "staff", permission: "accounts.read", response: projectInvoicesSchema },
  /** A draft; 409 when it would bill more of the quote than is left to invoice. */
  createInvoice: { method: "POST", path: "/api/projects/:projectId/invoices", access: "staff", permission: "accounts.write", request: createInvoiceRequestSchema, response: invoiceSchema },
  /**
   * A draft fee invoice of what the project's fee basis has earned and no invoice bills yet: on an hourly basis its
   * billable time at each activity's, member's or studio's rate; on a fixed or procurement basis the fee, covering the
   * time. The time is then billed.
   */
  billTime: { method: "POST", path: "/api/projects/:projectId/time-entries/bill", access: "staff", permission: "accounts.write", response: invoiceSchema },
  projectFees: { method: "GET", path: "/api/projects/:projectId/fees", access: "staff", permission: "accounts.read", response: projectFeesSchema },
  setProjectFees: { method: "PUT", path: "/api/projects/:projectId/fees", access: "staff", permission: "accounts.write", request: setProjectFeesRequestSchema, response: projectFeesSchema },
  invoice: { method: "GET", path: "/api/invoices/:invoiceId", access: "staff", permission: "accounts.read", response: invoiceSchema },
  /** Drafts only (409 once issued). */
  updateInvoice: { method: "PUT", path: "/api/invoices/:invoiceId", access: "staff", permission: "accounts.write", request: updateInvoiceRequestSchema, response: invoiceSchema },
  deleteInvoice: { method: "DELETE", path: "/api/invoices/:invoiceId", access: "staff", permission: "accounts.write", response: noContentSchema },
  /** Numbers the draft (INV-2026-0001), dates it and locks it for good. */
  issueInvoice: { method: "POST", path: "/api/invoices/:invoiceId/issue", access: "staff", permission: "accounts.write", response: invoiceSchema },
  /** 400 naming the amount when it is more than what of the invoice is not yet credited; 409 for a draft. */
  createCreditNote: { method: "POST", path: "/api/invoices/:invoiceId/credit-notes", access: "staff", permission: "accounts.write", request: createCreditNoteRequestSchema, response: creditNoteSchema },
  /** Stops or restarts this invoice's payment reminders (the studio's setting turns them all off). */
  invoiceReminders: { method: "PUT", path: "/api/invoices/:invoiceId/reminders", access: "staff", permission: "accounts.write", request: invoiceRemindersRequestSchema, response: invoiceSchema },
  projectPayments: { method: "GET", path: "/api/projects/:projectId/payments", access: "staff", permission: "accounts.read", response: projectPaymentsSchema },
  /** Settles the oldest open invoices first unless allocated; 400 naming the field when an allocation does not fit. */
  recordPayment: { method: "POST", path: "/api/projects/:projectId/payments", access: "staff", permission: "accounts.write", request: recordPaymentRequestSchema, response: paymentSchema },
  /** 400 naming the amount when it is more than the client's credit. */
  recordRefund: { method: "POST", path: "/api/projects/:projectId/refunds", access: "staff", permission: "accounts.write", request: recordRefundRequestSchema, response: refundSchema },
  /** Starts the "send-invoice" job to the project's client e-mail; 400 when the project has none, 409 for a draft. */
  sendInvoice: { method: "POST", path: "/api/invoices/:invoiceId/send", access: "staff", permission: "accounts.write", request: sendInvoiceRequestSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  /** The client's account over the project: opening balance, invoices, credit notes and payments, ageing; `format=pdf` answers the PDF. */
  projectStatement: { method: "GET", path: "/api/projects/:projectId/statement", access: "staff", permission: "accounts.read", query: statementQuerySchema, response: projectStatementSchema },
  /** How many invoices and credit notes an export would hold, and how many of them were exported before. */
  accountingExportSummary: { method: "GET", path: "/api/accounts/export/summary", access: "staff", permission: "accounts.read", query: accountingExportQuerySchema, response: accountingExportSummarySchema },
  /** Hours by project and person, billed against unbilled, fees and the effective hourly rate, and profit by source. */
  timeReport: { method: "GET", path: "/api/reports/time", access: "staff", permission: "accounts.read", query: timeReportQuerySchema, response: timeReportSchema },
  receivables: { method: "GET", path: "/api/accounts/receivables", access: "staff", permission: "accounts.read", response: receivablesSchema },
  /** The client's proof of payment, from a file PUT to the portal's upload URL (PDF or image, 10 MB at most). */
  submitPaymentProof: {
    method: "POST",
    path: "/api/client-portal/:projectId/:token/payment-proofs",
    access: "portal",
    request: submitPaymentProofRequestSchema,
    response: portalPaymentProofSchema,
  },
  projectPaymentProofs: { method: "GET", path: "/api/projects/:projectId/payment-proofs", access: "staff", permission: "accounts.read", response: z.array(paymentProofSchema) },
  /** Records the payment the proof shows and marks it confirmed, together; 409 once it was confirmed or declined. */
  confirmPaymentProof: { method: "POST", path: "/api/payment-proofs/:proofId/confirm", access: "staff", permission: "accounts.write", request: confirmPaymentProofRequestSchema, response: paymentSchema },
  declinePaymentProof: { method: "POST", path: "/api/payment-proofs/:proofId/decline", access: "staff", permission: "accounts.write", request: declinePaymentProofRequestSchema, response: paymentProofSchema },
});

export const accountsDownloads = ownedBy("accounts", {
  /** The period's invoices and credit notes as a CSV for Xero or Sage; its documents are marked exported. */
  accountingExport: { method: "GET", path: "/api/accounts/export", access: "staff", permission: "accounts.read", contentType: "text/csv", query: accountingExportQuerySchema },
  /** An issued invoice's kept PDF, "INV-2026-0001.pdf": a full or abridged tax invoice, or an "Invoice" without VAT. */
  invoicePdf: { method: "GET", path: "/api/invoices/:invoiceId/pdf", access: "staff", permission: "accounts.read", contentType: "application/pdf" },
  /** A credit note's PDF, "CN-2026-0001.pdf" (VAT Act s 21). */
  creditNotePdf: { method: "GET", path: "/api/credit-notes/:creditNoteId/pdf", access: "staff", permission: "accounts.read", contentType: "application/pdf" },
  /** An issued invoice of the portal's project for its client, marked "Copy": the original is the one e-mailed. */
  clientInvoicePdf: { method: "GET", path: "/api/client-portal/:projectId/:token/invoices/:invoiceId/pdf", access: "portal", contentType: "application/pdf" },
});

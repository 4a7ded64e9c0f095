import { z } from "zod";
import { approveQuoteRequestSchema, quoteApprovalSchema, quoteAuditSchema, requestQuoteChangesRequestSchema } from "../approvals";
import { jobAcceptedSchema } from "../jobs";
import { sendNotificationRequestSchema } from "../notifications";
import { costBreakdownSchema, profitAnalysisSchema, projectQuoteSchema, quoteSchema, sendQuoteRequestSchema, setCategoryBudgetsRequestSchema, updateQuoteRequestSchema } from "../quotes";
import { noContentSchema, ownedBy, UNRECORDED } from "./route";

/** Quotes, their analysis, the client's approvals and the messages that carry them. */
export const quotesEndpoints = ownedBy("quotes", {
  /** Starts the "generate-quote" job, whose result is a GeneratedQuoteResult. */
  generateQuote: { method: "POST", path: "/api/projects/:projectId/generate-quote", access: "staff", permission: "work.write", response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  projectQuotes: { method: "GET", path: "/api/projects/:projectId/quotes", access: "staff", permission: "work.read", response: z.array(projectQuoteSchema) },
  quote: { method: "GET", path: "/api/quotes/:quoteId", access: "staff", permission: "work.read", response: quoteSchema },
  updateQuote: { method: "PUT", path: "/api/quotes/:quoteId", access: "staff", permission: "work.write", request: updateQuoteRequestSchema, response: quoteSchema },
  /** A sent, rejected or expired quote → its next version, a draft; the earlier one becomes superseded. */
  reviseQuote: { method: "POST", path: "/api/quotes/:quoteId/revise", access: "staff", permission: "work.write", response: quoteSchema },
  /** E-mails the quote's PDF to the project's client: starts the "send-quote" job, whose result is a SentQuoteResult. */
  sendQuote: { method: "POST", path: "/api/quotes/:quoteId/send", access: "staff", permission: "work.write", request: sendQuoteRequestSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  /** E-mails the project's client or one of the studio's designers: starts the "send-notification" job. */
  sendNotification: { method: "POST", path: "/api/notifications/send", access: "staff", permission: "work.write", request: sendNotificationRequestSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.oneOffMail },
  costBreakdown: { method: "GET", path: "/api/projects/:projectId/cost-breakdown", access: "staff", permission: "costs.read", response: costBreakdownSchema },
  setCategoryBudgets: { method: "PUT", path: "/api/projects/:projectId/category-budgets", access: "staff", permission: "work.write", request: setCategoryBudgetsRequestSchema, response: costBreakdownSchema },
  profitAnalysis: { method: "GET", path: "/api/projects/:projectId/profit-analysis", access: "staff", permission: "costs.read", response: profitAnalysisSchema },

  /** The client signs a sent quote: it is approved and locked. 409 when it was approved, replaced or expired meanwhile. */
  approveQuote: {
    method: "POST",
    path: "/api/client-portal/:projectId/:token/quotes/:quoteId/approve", access: "portal",
    request: approveQuoteRequestSchema,
    response: quoteApprovalSchema,
  },
  /** The spec's signing call: the same approval, with the link's token in the X-Portal-Token header. */
  signApproval: { method: "PUT", path: "/api/approvals/:quoteId/sign", access: "portal", request: approveQuoteRequestSchema, response: quoteApprovalSchema },
  /** The client asks for changes instead: the quote becomes rejected and the studio is told. */
  requestQuoteChanges: {
    method: "POST",
    path: "/api/client-portal/:projectId/:token/quotes/:quoteId/request-changes", access: "portal",
    request: requestQuoteChangesRequestSchema,
    response: noContentSchema,
  },
  /** Staff read a quote's approval evidence and what the client did with it in the portal. */
  quoteAudit: { method: "GET", path: "/api/quotes/:quoteId/audit", access: "staff", permission: "work.read", response: quoteAuditSchema },
});

export const quotesDownloads = ownedBy("quotes", {
  /** The quote's PDF as an attachment, "Q-2026-0007-v2.pdf"; its ETag is the PDF's SHA-256. */
  quotePdf: { method: "GET", path: "/api/quotes/:quoteId/pdf", access: "staff", permission: "work.read", contentType: "application/pdf" },
  /** A quote the client was sent, through the portal link: the one PDF kept for that version. */
  clientQuotePdf: { method: "GET", path: "/api/client-portal/:projectId/:token/quotes/:quoteId/pdf", access: "portal", contentType: "application/pdf" },
  /** The signed quote's certificate: the approval's evidence, the signature, then the quote's pages. */
  quoteCertificate: { method: "GET", path: "/api/quotes/:quoteId/certificate", access: "staff", permission: "work.read", contentType: "application/pdf" },
  clientQuoteCertificate: { method: "GET", path: "/api/client-portal/:projectId/:token/quotes/:quoteId/certificate", access: "portal", contentType: "application/pdf" },
});

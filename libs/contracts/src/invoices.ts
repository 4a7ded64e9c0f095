import { z } from "zod";
import { money, moneyInput, optionalText, percentInput, requiredText } from "./fields";
import { quantityInput, requiredNumber } from "./numbers";
import { stateRules } from "./state-rules";

/**
 * deposit: a percent of an approved quote, asked on approval; progress: a percent of it or chosen lines of it;
 * final: the quote less every invoice already raised on it; fee: lines typed by hand (design fees, time).
 */
export const INVOICE_KINDS = ["deposit", "progress", "final", "fee"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ["draft", "issued", "part_paid", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { deposit: "Deposit", progress: "Progress", final: "Final", fee: "Fee" };
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { draft: "Draft", issued: "Issued", part_paid: "Part Paid", paid: "Paid" };

/** The statuses of an issued invoice that still owes something: what payments settle, and what can fall overdue. */
export const OWING_INVOICE_STATUSES = ["issued", "part_paid"] as const satisfies readonly InvoiceStatus[];
export const isOwing = (status: InvoiceStatus): boolean => (OWING_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);

/** Still owing past its due date ("YYYY-MM-DD"), today being the studio's date. */
export const isInvoiceOverdue = (status: InvoiceStatus, dueDate: string | null, today: string): boolean => isOwing(status) && dueDate !== null && dueDate < today;

/** A studio registered for VAT issues tax invoices; one that is not, invoices without VAT. */
export const invoiceDocumentTitle = (chargesVat: boolean): "Tax Invoice" | "Invoice" => (chargesVat ? "Tax Invoice" : "Invoice");

/** The kinds that bill a part of an approved quote. */
export const QUOTE_INVOICE_KINDS = ["deposit", "progress", "final"] as const satisfies readonly InvoiceKind[];
export const billsQuote = (kind: InvoiceKind): kind is (typeof QUOTE_INVOICE_KINDS)[number] => kind !== "fee";

/** A tax invoice of more than this total carries the recipient and the quantities (VAT Act s 20(4)); up to it, it may be abridged (s 20(5)). */
export const ABRIDGED_TAX_INVOICE_LIMIT = "5000.00";

const INVOICE_STATUS_WORDS: Record<InvoiceStatus, string> = { draft: "a draft", issued: "issued", part_paid: "part paid", paid: "paid" };
export type InvoiceAction = "edit" | "issue" | "delete" | "print" | "send" | "credit";
const INVOICE_ACTION_WORDS: Record<InvoiceAction, string> = {
  edit: "changed",
  issue: "issued",
  delete: "deleted",
  print: "printed until it is issued",
  send: "sent until it is issued",
  credit: "credited until it is issued",
};

/** A draft may be changed, issued or deleted; an issued invoice never changes (a credit note reduces it) and has its PDF. */
export const INVOICE_RULES = stateRules<InvoiceStatus, InvoiceAction>(
  { edit: ["draft"], issue: ["draft"], delete: ["draft"], print: ["issued", "part_paid", "paid"], send: ["issued", "part_paid", "paid"], credit: ["issued", "part_paid", "paid"] },
  (status, action) => `This invoice is ${INVOICE_STATUS_WORDS[status]} and cannot be ${INVOICE_ACTION_WORDS[action]}`,
);

/** A line of a fee invoice as typed: what it is, how many, and the price of one before VAT. */
export const feeLineInputSchema = z.object({
  description: requiredText("Description is required", 500),
  quantity: requiredNumber(quantityInput, "Quantity"),
  unitPrice: moneyInput("Unit price"),
});
export type FeeLineInput = z.input<typeof feeLineInputSchema>;

const quoteLineIds = z.array(z.uuid({ error: "Choose lines of the quote" })).min(1, "Choose at least one line").max(5_000);
const feeLines = z.array(feeLineInputSchema).min(1, "Add at least one line").max(500, "An invoice holds at most 500 lines");

/** What a draft bills besides its kind and quote: exactly one of a percent or lines for progress, lines for a fee. */
const billingFields = {
  /** A deposit's share of the quote (the studio's deposit percent when absent), or a progress invoice's. */
  percent: percentInput("Percent", 100).optional(),
  /** The quote lines a progress invoice bills in full. */
  quoteLineIds: quoteLineIds.optional(),
  /** A fee invoice's lines. */
  lines: feeLines.optional(),
  /** Printed under the lines. */
  notes: optionalText(2000).optional(),
};

type BillingBody = { kind: InvoiceKind; percent?: string; quoteLineIds?: string[]; lines?: unknown[] };

/** Which of the billing fields a kind takes, each refusal naming its field. */
function checkBillingFields(body: BillingBody, context: z.RefinementCtx, { creating }: { creating: boolean }): void {
  const refuse = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (body.kind !== "fee" && body.lines !== undefined) refuse("lines", "Only a fee invoice takes lines typed by hand");
  if (body.kind === "fee" && creating && body.lines === undefined) refuse("lines", "Add at least one line");
  if (body.kind !== "progress" && body.quoteLineIds !== undefined) refuse("quoteLineIds", "Only a progress invoice bills chosen lines");
  if ((body.kind === "final" || body.kind === "fee") && body.percent !== undefined) refuse("percent", "Only a deposit or a progress invoice bills a percent");
  if (body.percent !== undefined && Number(body.percent) === 0) refuse("percent", "Percent must be more than 0");
  if (body.kind === "progress" && body.percent !== undefined && body.quoteLineIds !== undefined) refuse("percent", "Bill a percent or chosen lines, not both");
  if (body.kind === "progress" && creating && body.percent === undefined && body.quoteLineIds === undefined) refuse("percent", "Give a percent or choose lines of the quote");
}

/** POST /api/projects/:id/invoices: a draft of one of the kinds, for an approved quote of the project unless a fee. */
export const createInvoiceRequestSchema = z
  .object({
    kind: z.enum(INVOICE_KINDS, { error: "Kind must be deposit, progress, final or fee" }),
    quoteId: z.uuid({ error: "Choose an approved quote of this project" }).optional(),
    ...billingFields,
  })
  .superRefine((body, context) => {
    if (billsQuote(body.kind) && body.quoteId === undefined) context.addIssue({ code: "custom", path: ["quoteId"], message: "Choose an approved quote of this project" });
    if (body.kind === "fee" && body.quoteId !== undefined) context.addIssue({ code: "custom", path: ["quoteId"], message: "A fee invoice bills no quote" });
    checkBillingFields(body, context, { creating: true });
  })
  // Only a body the checks passed gets here: a fee has lines, every other kind its quote.
  .transform(({ kind, quoteId, percent, quoteLineIds, lines, notes }): CreateInvoiceBody =>
    kind === "fee"
      ? { kind, lines: lines ?? [], notes: notes ?? null }
      : { kind, quoteId: quoteId ?? "", percent: percent ?? null, quoteLineIds: quoteLineIds ?? null, notes: notes ?? null },
  );
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequestSchema>;
export type FeeLine = z.output<typeof feeLineInputSchema>;
/** A new draft: lines typed by hand, or a part of an approved quote (a deposit with no percent takes the studio's). */
export type CreateInvoiceBody =
  | { kind: "fee"; lines: FeeLine[]; notes: string | null }
  | { kind: (typeof QUOTE_INVOICE_KINDS)[number]; quoteId: string; percent: string | null; quoteLineIds: string[] | null; notes: string | null };

/** PUT /api/invoices/:id on a draft: the fields sent change; the service checks them against the draft's kind. */
export const updateInvoiceRequestSchema = z.object(billingFields);
export type UpdateInvoiceRequest = z.input<typeof updateInvoiceRequestSchema>;
export type UpdateInvoiceBody = z.output<typeof updateInvoiceRequestSchema>;

/** The billing fields of an update, checked against the draft's kind: the service's 400 when they do not fit it. */
export function invoiceUpdateProblems(kind: InvoiceKind, body: UpdateInvoiceBody): z.core.$ZodIssue[] {
  const result = z
    .object({ kind: z.enum(INVOICE_KINDS), percent: z.string().optional(), quoteLineIds: z.array(z.string()).optional(), lines: z.array(z.unknown()).optional() })
    .superRefine((checked, context) => checkBillingFields(checked, context, { creating: false }))
    .safeParse({ kind, percent: body.percent, quoteLineIds: body.quoteLineIds, lines: body.lines });
  return result.error?.issues ?? [];
}

/** POST /api/invoices/:id/send: the studio's note above the invoice in the e-mail; it goes to the project's client. */
export const sendInvoiceRequestSchema = z.object({ message: optionalText(5000).optional() });
export type SendInvoiceRequest = z.input<typeof sendInvoiceRequestSchema>;

/** What the "send-invoice" job completes with: where the mail went. */
export const sentInvoiceResultSchema = z.object({ invoiceId: z.uuid(), sentTo: z.string() });
export type SentInvoiceResult = z.infer<typeof sentInvoiceResultSchema>;

/** POST /api/invoices/:id/credit-notes: why, and how much before VAT (at most what of the invoice is not yet credited). */
/**
 * POST /api/invoices/:id/credit-notes: why, and either an amount before VAT or the invoice's lines credited (each a
 * quantity of it, up to what of it is not yet credited; its amount is the lines' at their unit prices).
 */
/** What a credit note says and, credited by amount, how much before VAT: the Credit Note form's own fields. */
export const creditNoteFields = {
  reason: requiredText("Reason is required", 500),
  amount: moneyInput("Amount").refine((amount) => Number(amount) > 0, "Amount must be more than R 0.00"),
};

export const createCreditNoteRequestSchema = z
  .object({
    reason: creditNoteFields.reason,
    amount: creditNoteFields.amount.optional(),
    lines: z
      .array(
        z.object({
          invoiceLineId: z.uuid({ error: "Choose a line of this invoice" }),
          quantity: z.number({ error: "Quantity must be a number" }).positive("Quantity must be more than 0").multipleOf(0.01, "Quantity has at most two decimals"),
        }),
      )
      .min(1, "Choose at least one line to credit")
      .max(500)
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.amount === undefined) === (body.lines === undefined)) context.addIssue({ code: "custom", path: ["amount"], message: "Credit either an amount or lines of the invoice" });
    const lines = (body.lines ?? []).map((line) => line.invoiceLineId);
    if (new Set(lines).size !== lines.length) context.addIssue({ code: "custom", path: ["lines"], message: "Credit each line once" });
  });
export type CreateCreditNoteRequest = z.input<typeof createCreditNoteRequestSchema>;

/** A credit note (VAT Act s 21): its number, why, when, and its amount, VAT and total, against its invoice. */
export const creditNoteSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  number: z.string(),
  reason: z.string(),
  issueDate: z.string(),
  subtotal: money,
  vat: money,
  total: money,
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number(),
  /** Before VAT; below zero on a final invoice's line deducting an earlier invoice. */
  unitPrice: money,
  lineTotal: money,
  /** The quote line a progress invoice bills in full, else null. */
  quoteLineId: z.uuid().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * The payment reminders a client gets about an invoice, each once: 3 days before it is due, on the day, and 7 and 14
 * days after. Each goes out from 08:00 in the studio's time zone, within 3 days of its day (after an outage, a late one
 * is still sent; one long missed is not).
 */
export const INVOICE_REMINDER_STAGES = ["due_soon", "due_today", "overdue_7", "overdue_14"] as const;
export type InvoiceReminderStage = (typeof INVOICE_REMINDER_STAGES)[number];
export const INVOICE_REMINDER_DAYS: Record<InvoiceReminderStage, number> = { due_soon: -3, due_today: 0, overdue_7: 7, overdue_14: 14 };
export const INVOICE_REMINDER_LABELS: Record<InvoiceReminderStage, string> = { due_soon: "Due in 3 days", due_today: "Due today", overdue_7: "7 days overdue", overdue_14: "14 days overdue" };

export const invoiceReminderSchema = z.object({
  stage: z.enum(INVOICE_REMINDER_STAGES),
  sentTo: z.string(),
  /** Null while it is being mailed, or when the mail server refused it (`failedReason`). */
  sentAt: z.string().nullable(),
  failedReason: z.string().nullable(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

/** PUT /api/invoices/:id/reminders: stop (or start again) the payment reminders of one invoice. */
export const invoiceRemindersRequestSchema = z.object({ paused: z.boolean({ error: "Paused must be true or false" }) });
export type InvoiceRemindersRequest = z.input<typeof invoiceRemindersRequestSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  /** "INV-2026-0001" once issued; null while a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** "Tax Invoice", or "Invoice" for a studio not registered for VAT. */
  documentTitle: z.enum(["Tax Invoice", "Invoice"]),
  quote: z.object({ id: z.uuid(), number: z.string(), title: z.string() }).nullable(),
  /** A deposit's or percent progress invoice's share of the quote, e.g. "50.00". */
  percent: z.string().nullable(),
  notes: z.string().nullable(),
  /** The VAT rate in percent, e.g. "15.00"; "0.00" without VAT. */
  vatPercent: z.string(),
  subtotal: money,
  vat: money,
  total: money,
  amountPaid: money,
  amountCredited: money,
  /** What the client still owes: total less payments and credits. */
  balance: money,
  /** "YYYY-MM-DD" once issued. */
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Issued, not fully paid, and past its due date in the studio's time zone. */
  overdue: z.boolean(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  /** Why the last e-mail to the client failed, until one succeeds. */
  sendFailedReason: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  /** The credit notes that reduced it, oldest first. */
  creditNotes: z.array(creditNoteSchema),
  /** The payment reminders mailed about it, oldest first, and whether the studio paused them for this invoice. */
  reminders: z.array(invoiceReminderSchema),
  remindersPaused: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An approved quote of the project and how much of it is invoiced: what a new deposit, progress or final invoice may still bill. */
export const billableQuoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  subtotal: money,
  /** Σ of the subtotals of its invoices, drafts included, before VAT, and Σ of their VAT. */
  invoiced: money,
  invoicedVat: money,
  remaining: money,
  lines: z.array(z.object({ id: z.uuid(), name: z.string(), roomName: z.string().nullable(), quantity: z.number(), unitPrice: money, lineTotal: money, invoiced: z.boolean() })),
});
export type BillableQuote = z.infer<typeof billableQuoteSchema>;

/** GET /api/projects/:id/invoices: the project's invoices, newest first, and its approved quotes with what is left to bill. */
export const projectInvoicesSchema = z.object({
  invoices: z.array(invoiceSchema),
  billableQuotes: z.array(billableQuoteSchema),
  /** The VAT a new draft charges today, in percent ("15.00"; "0.00" for a studio not registered), for the editor's live totals. */
  vatPercent: z.string(),
  /** The studio's deposit percent ("50.00"), which a deposit with none given bills. */
  depositPercent: z.string(),
});
export type ProjectInvoices = z.infer<typeof projectInvoicesSchema>;

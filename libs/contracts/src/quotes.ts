import { z } from "zod";
import { formatRand, LARGEST_AMOUNT } from "@atelier/money";
import { dateOnly, money, moneyInput, optionalText, requiredText } from "./fields";
import { ITEM_CATEGORIES, ITEM_UNITS } from "./items";
import { QUOTE_NOT_SIGNABLE_MESSAGES } from "./approvals";
import { numberInput, quantityInput, requiredNumber } from "./numbers";
import { stateRules } from "./state-rules";

/** draft → sent → approved | rejected | expired; a revision supersedes the version it replaces. */
export const QUOTE_STATUSES = ["draft", "sent", "approved", "rejected", "expired", "superseded"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How a status reads: a client asking for changes leaves the quote "rejected", which is not what they did. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  rejected: "Changes requested",
  expired: "Expired",
  superseded: "Superseded",
};

/** Room items become item lines; labour and delivery lines are added by hand. */
export const QUOTE_LINE_KINDS = ["item", "labour", "delivery"] as const;

/** Why a quote in each status cannot be edited as a draft. */
const NOT_EDITABLE: Record<Exclude<QuoteStatus, "draft">, string> = {
  sent: "This quote was sent to the client and can no longer be edited: revise it to make a new version",
  approved: "This quote was approved by the client and can no longer change",
  rejected: "This quote was rejected and can no longer be edited: revise it to make a new version",
  expired: "This quote expired and can no longer be edited: revise it to make a new version",
  superseded: "This version was replaced by a later one and can no longer change",
};

export type QuoteAction = "edit" | "send" | "answer" | "revise";

/**
 * A draft is edited; a draft is sent, and a sent quote sent again (to a corrected address, say); the client answers
 * (approves, or asks for changes to) a sent one; a designer revises what the client has seen, or saw lapse, into a
 * new version. Answering also needs the quote still valid, which the quotes service checks by date.
 */
export const QUOTE_RULES = stateRules<QuoteStatus, QuoteAction>(
  { edit: ["draft"], send: ["draft", "sent"], answer: ["sent"], revise: ["sent", "rejected", "expired"] },
  (status, action) => {
    if (action === "answer") return status === "draft" ? "This quote has not been sent to you yet." : QUOTE_NOT_SIGNABLE_MESSAGES[status as keyof typeof QUOTE_NOT_SIGNABLE_MESSAGES];
    if (status === "draft") return "A draft is edited as it is: only a sent, rejected or expired quote is revised";
    if (action === "send" && status !== "superseded") return `A quote that is ${status} cannot be sent`;
    if (action === "revise" && status === "superseded") return "This version was already revised: revise the latest version";
    return NOT_EDITABLE[status];
  },
);

/** The markup of a line in percent: up to 99 999.99%, and never below -100% (a price below zero). */
const markupPercentInput = numberInput("Markup").refine(
  (value) => value === null || (value >= -100 && value <= 99_999.99 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
  "Markup must be a percent from -100 to 99999.99, with at most two decimals",
);


/**
 * One line of a draft as the editor sends it, in the order the lines are to print. A line with the `id`
 * of one of the quote's lines edits it (its room item and kind stay); one without is a line added by
 * hand. The price is the `unitPrice` when sent (its markup is then read from it), else the unit cost
 * with `markupPercent` (the line's own, or the quote's for a new line).
 */
export const quoteLineInputSchema = z.object({
  id: z.uuid("Not a line of this quote").optional(),
  /** A new line's kind, "item" unless sent; an existing line keeps its own. */
  kind: z.enum(QUOTE_LINE_KINDS).optional(),
  name: requiredText("Line name is required", 200),
  roomName: optionalText(200).optional(),
  category: z.enum(ITEM_CATEGORIES).nullable().optional(),
  quantity: requiredNumber(quantityInput, "Quantity"),
  unit: z.enum(ITEM_UNITS).optional(),
  unitCost: moneyInput("Unit cost").optional(),
  markupPercent: markupPercentInput.optional(),
  unitPrice: moneyInput("Unit price").optional(),
  supplier: optionalText(200).optional(),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

/** PUT /api/quotes/:id on a draft: the fields sent change; `lines`, when sent, is the whole list in order. */
export const updateQuoteRequestSchema = z.object({
  title: requiredText("Title is required", 200).optional(),
  description: optionalText().optional(),
  validUntil: dateOnly("Valid until").nullable().optional(),
  notes: optionalText(5000).optional(),
  lines: z.array(quoteLineInputSchema).max(5_000, "A quote holds at most 5000 lines").optional(),
});
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;

export const quoteLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(QUOTE_LINE_KINDS),
  /** The room item the line was made from; null for a line added by hand (or an item since deleted). */
  roomItemId: z.uuid().nullable(),
  roomName: z.string().nullable(),
  name: z.string(),
  category: z.enum(ITEM_CATEGORIES).nullable(),
  quantity: z.number(),
  unit: z.enum(ITEM_UNITS),
  /** Cost price per unit: the studio's, never shown to the client, nor to a member who may not see costs (absent). */
  unitCost: money.optional(),
  markupPercent: z.number().optional(),
  /** Sell price per unit before VAT. */
  unitPrice: money,
  lineTotal: money,
  supplier: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A quote as the spec names it (id, title, description, version, createdAt, status, subtotal, vat, total, validUntil) and what the studio keeps with it. */
export const quoteSummarySchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** Per studio, e.g. "Q-2026-0007"; every version of a quote keeps it. */
  number: z.string(),
  version: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  subtotal: money,
  vat: money,
  total: money,
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  sendFailedReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** A sample home's quote: marked Sample, never sent or signed, kept out of the figures and the portal. */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** GET /api/quotes/:id: the quote with its lines in print order, and the studio's internal notes. */
/** What the client asked to change, on this version or the one this version revises. */
export const changesRequestedSchema = z.object({
  version: z.number().int(),
  comment: z.string(),
  requestedBy: z.string().nullable(),
  at: z.iso.datetime(),
});
export type ChangesRequested = z.infer<typeof changesRequestedSchema>;

export const quoteSchema = quoteSummarySchema.extend({
  notes: z.string().nullable(),
  /** The markup a line added to this quote gets unless it says otherwise; absent for a member who may not see costs. */
  markupPercent: z.number().optional(),
  lines: z.array(quoteLineSchema),
  /** The client's latest request for changes to this quote number, up to this version; null when they made none. */
  changesRequested: changesRequestedSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One version in a quote's history. */
export const quoteVersionSchema = quoteSummarySchema.pick({ id: true, version: true, status: true, total: true, createdAt: true });
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/** GET /api/projects/:id/quotes, latest first: the newest version of each number, with every version of it, newest first. */
export const projectQuoteSchema = quoteSummarySchema.extend({ versions: z.array(quoteVersionSchema) });
export type ProjectQuote = z.infer<typeof projectQuoteSchema>;

/** Items without a category are grouped under "other", which has no budget of its own to set. */
export const COST_CATEGORIES = [...ITEM_CATEGORIES, "other"] as const;

/** One item of a cost-breakdown category: totalCost is the whole line's (supplier quote, else cost estimate). */
export const costItemSchema = z.object({ name: z.string(), quantity: z.number(), supplier: z.string().nullable(), totalCost: money });

export const categoryCostSchema = z.object({
  category: z.enum(COST_CATEGORIES),
  /** The designer's budget for the category, or the project's budget split in proportion to estimated cost. */
  budgetAllocated: money,
  /** True when the designer set budgetAllocated; false while it is the proportional share. */
  budgetSet: z.boolean(),
  /** What the design is expected to cost: Σ of the items' supplier quotes, else their cost estimates (cancelled items left out). */
  estimatedCost: money,
  /** What the client has agreed to: Σ at cost (unit cost × quantity) of the lines of the project's approved quotes. */
  committedCost: money,
  /** What the studio has ordered: Σ of the lines of purchase orders sent to their suppliers (or further on), at cost. */
  actualCost: money,
  /** budgetAllocated − estimatedCost: negative when the design costs more than its budget. */
  variance: money,
  items: z.array(costItemSchema),
});
export type CategoryCost = z.infer<typeof categoryCostSchema>;

/** GET /api/projects/:id/cost-breakdown: one entry per category with items or a set budget, in the spec's category order. */
export const costBreakdownSchema = z.array(categoryCostSchema);
export type CostBreakdown = z.infer<typeof costBreakdownSchema>;

/** PUT /api/projects/:id/category-budgets: sets each category's budget sent; null gives it back its proportional share. */
export const setCategoryBudgetsRequestSchema = z.object({
  budgets: z
    .array(z.object({ category: z.enum(ITEM_CATEGORIES), amount: moneyInput("Budget").nullable() }))
    .max(ITEM_CATEGORIES.length)
    .refine((budgets) => new Set(budgets.map(({ category }) => category)).size === budgets.length, "Each category at most once"),
});
export type SetCategoryBudgetsRequest = z.input<typeof setCategoryBudgetsRequestSchema>;

/**
 * GET /api/projects/:id/profit-analysis, from the latest approved quote, else the latest one (`basis` says
 * which; null without any quote, and then every quoted figure is null), and from the project's issued invoices and
 * payments where there are any (`invoiced`). Margins and markup in percent, one decimal.
 */
export const profitAnalysisSchema = z.object({
  /** (subtotal − cost) / subtotal, before VAT. */
  grossMargin: z.number().nullable(),
  /** The gross margin less the studio's overhead percent. */
  netMargin: z.number().nullable(),
  /** What the labour lines cost the studio. */
  laborCosts: money.nullable(),
  /** What the item lines cost the studio. */
  materialCosts: money.nullable(),
  /** What the delivery lines cost the studio. */
  deliveryCosts: money.nullable(),
  /** (subtotal − cost) / cost: the markup the quote carries on average. */
  markup: z.number().nullable(),
  /** The quote's subtotal (before VAT) and its gross profit. */
  revenue: money.nullable(),
  grossProfit: money.nullable(),
  overheadPercent: z.number(),
  /**
   * Where the project stands once invoiced (null before its first invoice is issued): what its invoices bill before
   * VAT less credit notes, design fees (fee invoices) among it, the cost of the quoted goods and work in the share of
   * each quote invoiced, the profit to date, and what the client paid and still owes (with VAT).
   */
  invoiced: z
    .object({
      revenue: money,
      designFees: money,
      costOfSales: money,
      grossProfit: money,
      grossMargin: z.number().nullable(),
      received: money,
      outstanding: money,
    })
    .nullable(),
  basis: z
    .object({
      quoteId: z.uuid(),
      number: z.string(),
      version: z.number().int(),
      status: z.enum(QUOTE_STATUSES),
      /** "approved": the latest approved quote; "latest": no quote is approved, so the latest one. */
      reason: z.enum(["approved", "latest"]),
    })
    .nullable(),
});
export type ProfitAnalysis = z.infer<typeof profitAnalysisSchema>;

/** What the "generate-quote" job completes with: the draft it made. */
export const generatedQuoteResultSchema = z.object({ quoteId: z.uuid(), number: z.string(), lines: z.number().int(), total: money });
export type GeneratedQuoteResult = z.infer<typeof generatedQuoteResultSchema>;

/** POST /api/quotes/:id/send: the recipient is always the project's client e-mail; `message` goes above the quote's summary. */
export const sendQuoteRequestSchema = z.object({ message: optionalText(5000).optional() });
export type SendQuoteRequest = z.input<typeof sendQuoteRequestSchema>;

/** What the "send-quote" job completes with: where the mail went and the SHA-256 of the PDF it carried. */
export const sentQuoteResultSchema = z.object({ quoteId: z.uuid(), sentTo: z.string(), pdfSha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type SentQuoteResult = z.infer<typeof sentQuoteResultSchema>;

/** Why a quote is not made or not sent (409): a quote the client could approve has at least one priced line and fits what a quote holds. */
export const QUOTE_CONTENT_MESSAGES = {
  nothingPriced: "Add an item with a cost estimate or a supplier quote to one of the project's rooms before generating a quote.",
  tooLarge: (total: string) =>
    `This quote would come to ${formatRand(total)}, more than the ${formatRand(LARGEST_AMOUNT)} a quote can hold: check the items' cost estimates and quantities.`,
  nothingToSend: "This quote has no priced line: add one before sending it to the client.",
  sample: "This is a sample quote, made to try Atelier out: it is never sent to anyone. Generate a quote from your own rooms to send one.",
} as const;

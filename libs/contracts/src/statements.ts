import { z } from "zod";
import { dateOnly, money } from "./fields";

/**
 * How old what a client owes is, by each invoice's date, as South African statements age it: under 30 days (current),
 * 30 to 59, 60 to 89, and 90 days or more.
 */
export const AGEING_BUCKETS = ["current", "days30", "days60", "days90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = { current: "Current", days30: "30 days", days60: "60 days", days90: "90+ days" };
export const ageingSchema = z.object({ current: money, days30: money, days60: money, days90: money });
export type Ageing = z.infer<typeof ageingSchema>;

export const STATEMENT_ENTRY_KINDS = ["invoice", "credit_note", "payment", "refund"] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/** One line of a statement: an invoice or a refund of credit adds to what the client owes, a credit note or a payment takes off it. */
export const statementEntrySchema = z.object({
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  id: z.uuid(),
  date: z.iso.date(),
  /** The document's number, or a payment's reference. */
  reference: z.string(),
  description: z.string(),
  debit: money.nullable(),
  credit: money.nullable(),
  /** What the client owes after this line; below zero is their credit. */
  balance: money,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** GET /api/projects/:id/statement: `from` starts the period (its opening balance is everything before); `format=pdf` answers the PDF. */
export const statementQuerySchema = z.object({
  from: dateOnly("From").optional(),
  format: z.enum(["json", "pdf"], { error: "Format must be json or pdf" }).default("json"),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const projectStatementSchema = z.object({
  projectId: z.uuid(),
  projectTitle: z.string(),
  clientName: z.string().nullable(),
  /** Today, in the studio's time zone: the statement stands as of this day. */
  statementDate: z.iso.date(),
  from: z.iso.date().nullable(),
  openingBalance: money,
  entries: z.array(statementEntrySchema),
  closingBalance: money,
  /** What the open invoices still owe, by age; `credit` is what the client paid that no invoice has taken. */
  ageing: ageingSchema,
  credit: money,
});
export type ProjectStatement = z.infer<typeof projectStatementSchema>;

/** One client's account (a project's) in the studio's receivables. */
export const receivableSchema = z.object({
  projectId: z.uuid(),
  projectTitle: z.string(),
  projectCode: z.string().nullable(),
  clientName: z.string().nullable(),
  /** What the client owes, less their credit. */
  balance: money,
  /** What of it is past its due date. */
  overdue: money,
  /** Days past due of their oldest overdue invoice; 0 when nothing is overdue. */
  daysOverdue: z.number().int(),
  ageing: ageingSchema,
  credit: money,
});
export type Receivable = z.infer<typeof receivableSchema>;

/** GET /api/accounts/receivables: every client who owes something or holds credit, the most overdue first, and the totals. */
export const receivablesSchema = z.object({
  asOf: z.iso.date(),
  totals: z.object({ balance: money, overdue: money, ageing: ageingSchema, credit: money }),
  accounts: z.array(receivableSchema),
});
export type Receivables = z.infer<typeof receivablesSchema>;

import { z } from "zod";
import { dateOnly, money } from "./fields";

/** GET /api/reports/time: the time dated from `from` to `to`, inclusive; without them, the studio's month so far. */
export const timeReportQuerySchema = z
  .object({ from: dateOnly("From").optional(), to: dateOnly("To").optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: "To must not be before From" });
export type TimeReportQuery = z.input<typeof timeReportQuerySchema>;

/** Minutes kept, those billable, those an invoice bills and those billable and not yet billed. */
const hours = {
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  billedMinutes: z.number().int(),
  unbilledMinutes: z.number().int(),
};

/** Fee invoices issued in the period, net of VAT and of their credit notes, and what they came to an hour of the time kept. */
const fees = {
  feesInvoiced: money,
  /** Null when no time was kept. */
  effectiveHourlyRate: money.nullable(),
};

export const timeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...hours, ...fees }),
  /** Projects with time or fees in the period, the most hours first. */
  byProject: z.array(z.object({ projectId: z.uuid(), projectTitle: z.string(), ...hours, ...fees })),
  /** Members with time in the period, the most hours first. */
  byPerson: z.array(z.object({ userId: z.uuid(), name: z.string(), ...hours })),
  /** What the studio earned in the period, apart: design fees (fee invoices) and its margin on merchandise (approved quotes' items, price less cost). */
  profit: z.object({ designFees: money, merchandiseMargin: money }),
});
export type TimeReport = z.infer<typeof timeReportSchema>;

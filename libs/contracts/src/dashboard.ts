import { z } from "zod";
import { money, uuid } from "./fields";

/**
 * A share or a margin in percent (0 to 100, one decimal); null when there is nothing to measure it on,
 * so the dashboard shows "no data yet" rather than a made-up 0%.
 */
const percent = z.number().nullable();

/** A change from the previous period in whole percent (negative for a fall); null when the previous period had nothing. */
const trendSchema = z.object({ percentChange: z.number().nullable() });

/**
 * GET /api/dashboard/stats: the Overview cards. Trends compare this month so far with the same stretch of
 * last month (the 1st to today's date and time), in South African time.
 */
export const dashboardStatsSchema = z.object({
  /** Projects with status active. */
  activeProjects: z.number().int(),
  /**
   * Once the studio has issued an invoice: its issued invoices' subtotals less its credit notes'. Until then: the
   * subtotals of approved quotes, each number once (its latest approved version). VAT excluded: the VAT a studio
   * charges is the revenue service's, not its own, and the Analytics tab's revenue counts it alike.
   */
  totalRevenue: money.optional(),
  /** What Total Revenue counts: issued invoices (less credit notes), or approved quotes before the first invoice. */
  revenueBasis: z.enum(["invoices", "approved_quotes"]).optional(),
  /**
   * Quotes sent to the client and still awaiting them: status sent and valid until today or later (a lapsed one
   * no longer counts, even before the hourly expiry marks it); approved, rejected, expired and superseded never do.
   */
  pendingApprovals: z.number().int(),
  trends: z.object({
    /** Projects created this month against last month. */
    activeProjects: trendSchema,
    /** That revenue this month against last month: invoiced (by issue date), or approved quotes before any invoice. */
    totalRevenue: trendSchema.optional(),
    /**
     * Quotes sent to clients this month against last month (by when each version was last sent, whatever became
     * of it): how much is being put before clients, as a count of pending quotes has no history to compare with.
     */
    pendingApprovals: trendSchema,
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * Revenue, VAT excluded, counted as the Overview's Total Revenue is: invoices issued in the period less credit notes
 * once the studio invoices, else quotes approved in the period; in the studio's time zone.
 */
export const revenueAnalyticsSchema = z.object({
  /** This calendar month, quarter and year so far. */
  monthly: money,
  quarterly: money,
  yearly: money,
  /** This year so far against the same stretch of last year, whole percent; null without revenue last year. */
  growth: z.number().nullable(),
  /** The last 12 months, oldest first, the current month last; months without revenue are "0.00". */
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: money })),
});

/**
 * The Predictive Revenue card: what the pipeline is expected to bring, from the studio's own record. Each quote
 * number counts once, as its latest version.
 */
export const forecastAnalyticsSchema = z.object({
  /** Subtotals of quotes awaiting the client: sent and still valid (as the Overview's pending approvals count them). */
  awaitingApproval: money,
  /** Of the quote numbers clients have decided (approved, rejected or expired), the approved share; null before any. */
  approvalRate: percent,
  /** awaitingApproval × the approval rate ("0.00" before any decision: no rate to project with). */
  expectedFromAwaiting: money,
  /** Subtotals of approved quotes whose project is still in work (not completed, not archived): sold, not yet delivered. */
  approvedUndelivered: money,
  /** expectedFromAwaiting + approvedUndelivered. */
  projected: money,
});
export type ForecastAnalytics = z.infer<typeof forecastAnalyticsSchema>;

export const projectAnalyticsSchema = z.object({
  active: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  /** Projects that reached an approved quote, of all projects. */
  conversion_rate: percent,
});

export const clientAnalyticsSchema = z.object({
  /** Clients (by e-mail, any letter case) with more than one project, of all clients. */
  retention_rate: percent,
  /** Clients whose first project with the studio was created this month. */
  new_this_month: z.number().int(),
});

export const performanceAnalyticsSchema = z.object({
  /** No client rating is collected yet: always null rather than an invented score. */
  client_satisfaction: z.null(),
  /** (sell − cost) / sell over the lines of approved quotes, before VAT; absent for a member who may not see costs. */
  profit_margin: percent.optional(),
  /** Mean whole days of completed projects, from start (or creation) to expected end (or last update). */
  avg_project_duration: z.number().int().nullable(),
});

export const trendAnalyticsSchema = z.object({
  /**
   * Mean over rooms that have items of their Estimated Total (Σ cost estimate: each is the whole line's, never
   * multiplied by its quantity); null when no room has items; absent for a member who may not see costs.
   */
  avg_room_cost: money.nullable().optional(),
  /** Up to five design and architectural styles, most used first, spelled as the spec does ("luxury-modern"). */
  popular_styles: z.array(z.string()),
});

export const aiAnalyticsSchema = z.object({
  /** Share of voice-extracted items kept as extracted (never edited), in percent; null when there are none. */
  efficiency: percent,
  /** Items created from voice notes. */
  extractedItems: z.number().int(),
});

/** GET /api/analytics/dashboard: the Analytics tab, from the studio's own data only. */
export const dashboardAnalyticsSchema = z.object({
  /** The studio's revenue and what its pipeline should bring: absent, as Total Revenue is, for a member who may not see its accounts. */
  revenue: revenueAnalyticsSchema.optional(),
  forecast: forecastAnalyticsSchema.optional(),
  projects: projectAnalyticsSchema,
  clients: clientAnalyticsSchema,
  performance: performanceAnalyticsSchema,
  trends: trendAnalyticsSchema,
  ai: aiAnalyticsSchema,
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

/**
 * POST /api/populate-sample-data/:id answers 201 with the rooms and items it created. The sample's quotes
 * (one sent, one approved) are made by the quotes service just after, and announced to the project's pages.
 */
export const sampleDataResponseSchema = z.object({
  rooms: z.array(z.object({ id: uuid, name: z.string(), itemCount: z.number().int() })),
});
export type SampleDataResponse = z.infer<typeof sampleDataResponseSchema>;

/**
 * DELETE /api/populate-sample-data/:id: how many of each the sample home had. A sample quote its client opened
 * through a link given before samples were kept out of the portal stays, as what a client saw is kept.
 */
export const sampleDataRemovedSchema = z.object({
  rooms: z.number().int(),
  quotes: z.number().int(),
  purchaseOrders: z.number().int(),
  suppliers: z.number().int(),
});
export type SampleDataRemoved = z.infer<typeof sampleDataRemovedSchema>;

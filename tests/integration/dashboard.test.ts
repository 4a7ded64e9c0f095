import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardAnalytics, DashboardStats } from "@atelier/contracts";
import { dashboardAnalyticsSchema, dashboardStatsSchema } from "@atelier/contracts";
import type { ItemSource, PrismaClient, QuoteStatus } from "@atelier/db";
import { withVat } from "@atelier/money";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

let stack: TestStack;
let prisma: PrismaClient;
beforeAll(async () => {
  stack = await startTestStack();
  prisma = stack.auth.prisma;
});
afterAll(() => stack.close());

// ─── Calendar in South African time (UTC+2 all year), as the dashboard counts months ─────────────────────────

const SAST_MS = 2 * 60 * 60 * 1000;
const sast = (at: Date) => new Date(at.getTime() + SAST_MS);
/** Midnight in Johannesburg on the 1st of the month `back` months before `now`'s. */
const monthStart = (now: Date, back = 0) => new Date(Date.UTC(sast(now).getUTCFullYear(), sast(now).getUTCMonth() - back, 1) - SAST_MS);
const lastYearStart = (now: Date) => new Date(Date.UTC(sast(now).getUTCFullYear() - 1, 0, 1) - SAST_MS);
const monthLabel = (at: Date) => sast(at).toISOString().slice(0, 7);
const plusSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
/** A calendar date `days` from today in Johannesburg, as Postgres keeps a `date`. */
const sastDate = (at: Date, days: number) => new Date(Date.UTC(sast(at).getUTCFullYear(), sast(at).getUTCMonth(), sast(at).getUTCDate() + days));

// ─── Building a studio's data ─────────────────────────────────────────────────────────────────────────────────

async function signedInStudio() {
  const client = new TestClient(stack.gatewayUrl);
  const response = await client.post("/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Ayanda", lastName: "Mokoena" });
  expect(response.status).toBe(201);
  return { client, studioId: response.json.studio.id as string };
}

interface ProjectSeed {
  status: "active" | "completed" | "pending";
  clientEmail: string;
  createdAt?: Date;
  designStyle?: string;
  architecturalStyle?: string;
  startDate?: string;
  expectedEndDate?: string;
  /** For a completed project without an expected end: when it was last touched. */
  updatedAt?: Date;
}

/** Through the API, like a designer; creation and update times are then set in the database, which the API never takes. */
async function createProject(client: TestClient, seed: ProjectSeed): Promise<string> {
  const created = await client.post("/api/projects", {
    name: "Bishopscourt residence",
    clientName: "Client",
    clientEmail: seed.clientEmail,
    budget: 250000,
    startDate: "2026-01-10",
  });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  const update = await client.request("PUT", `/api/projects/${id}`, {
    json: {
      status: seed.status,
      designStyle: seed.designStyle ?? null,
      architecturalStyle: seed.architecturalStyle ?? null,
      startDate: seed.startDate ?? null,
      expectedEndDate: seed.expectedEndDate ?? null,
    },
  });
  expect(update.status).toBe(200);
  if (seed.createdAt || seed.updatedAt) {
    await prisma.$executeRaw`
      UPDATE projects SET created_at = coalesce(${seed.createdAt ?? null}::timestamptz, created_at),
                          updated_at = coalesce(${seed.updatedAt ?? null}::timestamptz, updated_at)
      WHERE id = ${id}::uuid`;
  }
  return id;
}

let quoteNumber = 0;
interface QuoteSeed {
  status: QuoteStatus;
  subtotal: string;
  approvedAt?: Date;
  sentAt?: Date;
  validUntil?: Date;
  /** Another version of a number already seeded. */
  number?: string;
  version?: number;
  lines?: Array<{ quantity: number; unitCost: string; unitPrice: string; lineTotal: string }>;
}

/** Quotes in every state and month, written straight to the database as the quotes service would leave them. */
async function createQuote(studioId: string, projectId: string, seed: QuoteSeed) {
  quoteNumber += 1;
  await prisma.quote.create({
    data: {
      studioId,
      projectId,
      number: seed.number ?? `Q-TEST-${quoteNumber}`,
      version: seed.version,
      title: "Furnishing",
      status: seed.status,
      ...withVat(seed.subtotal),
      approvedAt: seed.approvedAt,
      sentAt: seed.sentAt,
      validUntil: seed.validUntil,
      lines: { create: (seed.lines ?? []).map((line, index) => ({ name: `Line ${index + 1}`, sortOrder: index, ...line })) },
    },
  });
}

async function createRoom(projectId: string, items: Array<{ costEstimate: string; quantity: number; source: ItemSource; edited?: boolean }>) {
  const room = await prisma.room.create({ data: { projectId, name: "Lounge" } });
  for (const { edited, ...item } of items) {
    const created = await prisma.roomItem.create({ data: { roomId: room.id, name: "Item", ...item } });
    if (edited) await prisma.$executeRaw`UPDATE room_items SET updated_at = created_at + interval '1 minute' WHERE id = ${created.id}::uuid`;
  }
}

async function stats(client: TestClient): Promise<DashboardStats> {
  const response = await client.get("/api/dashboard/stats");
  expect(response.status).toBe(200);
  return dashboardStatsSchema.parse(response.json);
}

async function analytics(client: TestClient): Promise<DashboardAnalytics> {
  const response = await client.get("/api/analytics/dashboard");
  expect(response.status).toBe(200);
  return dashboardAnalyticsSchema.parse(response.json);
}

// ─── The studio under test, and a busy neighbour whose data must never count ──────────────────────────────────

const now = new Date();
const lastMonthEarly = plusSeconds(monthStart(now, 1), 1);
/** The last second of last month: later in the month than today, so outside the like-for-like comparison. */
const lastMonthLate = plusSeconds(monthStart(now), -1);
const lastYearEarly = plusSeconds(lastYearStart(now), 1);
const inThisQuarter = (at: Date) => Math.floor(sast(at).getUTCMonth() / 3) === Math.floor(sast(now).getUTCMonth() / 3) && sast(at).getUTCFullYear() === sast(now).getUTCFullYear();
const inThisYear = (at: Date) => sast(at).getUTCFullYear() === sast(now).getUTCFullYear();

let studio: Awaited<ReturnType<typeof signedInStudio>>;
let neighbour: Awaited<ReturnType<typeof signedInStudio>>;

beforeAll(async () => {
  studio = await signedInStudio();
  const { client, studioId } = studio;
  // Five projects, four clients (Thandi twice, in two letter cases).
  const thandiFirst = await createProject(client, { status: "active", clientEmail: "thandi@example.co.za", designStyle: "luxury-modern", architecturalStyle: "modern" });
  const thandiSecond = await createProject(client, { status: "active", clientEmail: "THANDI@example.co.za", designStyle: "luxury-modern", architecturalStyle: "contemporary" });
  const sipho = await createProject(client, {
    status: "completed",
    clientEmail: "sipho@example.co.za",
    createdAt: lastMonthEarly,
    designStyle: "minimalist",
    architecturalStyle: "minimalist",
    startDate: "2026-01-10",
    expectedEndDate: "2026-04-10", // 90 days
  });
  await createProject(client, { status: "pending", clientEmail: "naledi@example.co.za", createdAt: lastMonthLate, designStyle: "scandinavian" });
  const lwazi = await createProject(client, {
    status: "completed",
    clientEmail: "lwazi@example.co.za",
    // No dates: from creation (1 March 2025) to the last update (10 May 2025 in Johannesburg), 70 days.
    createdAt: new Date("2025-03-01T10:00:00Z"),
    updatedAt: new Date("2025-05-10T10:00:00Z"),
  });

  // Approved: R 115,000 now, R 57,500 early last month, R 34,500 early last year. Awaiting the client: two sent
  // quotes still valid (one until today). Sent but no longer awaiting: one past its valid-until date that the
  // hourly expiry has not reached yet, a rejected, an expired and a superseded one. Draft: one.
  const item = (quantity: number, unitCost: string, unitPrice: string, lineTotal: string) => ({ quantity, unitCost, unitPrice, lineTotal });
  await createQuote(studioId, thandiFirst, { status: "approved", subtotal: "100000", approvedAt: now, lines: [item(2, "25000", "35000", "70000"), item(1, "20000", "30000", "30000")] });
  await createQuote(studioId, sipho, { status: "approved", subtotal: "50000", approvedAt: lastMonthEarly, lines: [item(4, "10000", "12500", "50000")] });
  await createQuote(studioId, lwazi, { status: "approved", subtotal: "30000", approvedAt: lastYearEarly, lines: [item(1, "21000", "30000", "30000")] });
  await createQuote(studioId, thandiFirst, { status: "sent", subtotal: "20000", sentAt: now, validUntil: sastDate(now, 30), lines: [item(1, "1000", "20000", "20000")] });
  await createQuote(studioId, sipho, { status: "sent", subtotal: "8000", sentAt: lastMonthEarly, validUntil: sastDate(now, 0) });
  await createQuote(studioId, thandiSecond, { status: "sent", subtotal: "9000", sentAt: lastMonthEarly, validUntil: sastDate(now, -1) });
  await createQuote(studioId, sipho, { status: "rejected", subtotal: "7000", sentAt: now });
  await createQuote(studioId, lwazi, { status: "expired", subtotal: "5000", sentAt: lastMonthEarly, validUntil: sastDate(lastMonthEarly, 1) });
  await createQuote(studioId, thandiFirst, { status: "superseded", subtotal: "6000", sentAt: lastMonthLate });
  await createQuote(studioId, thandiSecond, { status: "draft", subtotal: "10000" });

  // Rooms: R 1,500 and R 3,000 of items (each estimate is its whole line, whatever the quantity); a third room is
  // empty. Three voice items, one of them edited.
  await createRoom(thandiFirst, [
    { costEstimate: "1000.00", quantity: 2, source: "manual" },
    { costEstimate: "500.00", quantity: 1, source: "voice" },
  ]);
  await createRoom(thandiFirst, [
    { costEstimate: "3000.00", quantity: 3, source: "voice", edited: true },
    { costEstimate: "0.00", quantity: 1, source: "voice" },
  ]);
  await createRoom(thandiSecond, []);

  neighbour = await signedInStudio();
  for (let i = 0; i < 3; i++) {
    const project = await createProject(neighbour.client, { status: "active", clientEmail: "thandi@example.co.za", designStyle: "industrial", architecturalStyle: "victorian" });
    await createQuote(neighbour.studioId, project, { status: "approved", subtotal: "900000", approvedAt: now, lines: [item(1, "1", "900000", "900000")] });
    await createQuote(neighbour.studioId, project, { status: "sent", subtotal: "1000" });
    await createRoom(project, [{ costEstimate: "99999.00", quantity: 9, source: "voice", edited: true }]);
  }
});

describe("GET /api/dashboard/stats", () => {
  it("counts the studio's own active projects, approved revenue and quotes awaiting the client", async () => {
    expect(await stats(studio.client)).toEqual({
      activeProjects: 2,
      totalRevenue: "180000.00", // 100,000 + 50,000 + 30,000: the subtotals, VAT being no revenue of the studio's
      revenueBasis: "approved_quotes",
      pendingApprovals: 2,
      trends: {
        // Two projects so far this month against one over the same days of last month (the late one is after them).
        activeProjects: { percentChange: 100 },
        // R 100,000 approved so far this month against R 50,000 over the same days of last month.
        totalRevenue: { percentChange: 100 },
        // Two quotes sent so far this month (one since rejected) against three over the same days of last month
        // (one lapsed, one expired); the superseded one went out later in last month than today.
        pendingApprovals: { percentChange: -33 },
      },
    });
  });

  it("shows a neighbouring studio only its own figures", async () => {
    expect(await stats(neighbour.client)).toEqual({
      activeProjects: 3,
      totalRevenue: "2700000.00",
      revenueBasis: "approved_quotes",
      pendingApprovals: 3,
      trends: { activeProjects: { percentChange: null }, totalRevenue: { percentChange: null }, pendingApprovals: { percentChange: null } },
    });
  });

  it("counts each quote number's revenue once, by its latest approved version", async () => {
    const { client, studioId } = await signedInStudio();
    const projectId = await createProject(client, { status: "active", clientEmail: "zanele@example.co.za" });
    await createQuote(studioId, projectId, { status: "approved", subtotal: "10000", approvedAt: lastMonthEarly, number: "Q-TWICE-1", version: 1 });
    await createQuote(studioId, projectId, { status: "approved", subtotal: "12000", approvedAt: now, number: "Q-TWICE-1", version: 2 });

    expect(await stats(client)).toMatchObject({
      totalRevenue: "12000.00", // without its VAT; version 1 is not a second sale
      trends: { totalRevenue: { percentChange: null } },
    });
  });

  it("counts invoiced revenue less credit notes, VAT excluded, once the studio issues invoices", async () => {
    const { client, studioId } = await signedInStudio();
    const projectId = await createProject(client, { status: "active", clientEmail: "zanele@example.co.za" });
    await createQuote(studioId, projectId, { status: "approved", subtotal: "100000", approvedAt: now, number: "Q-INVOICED-1", version: 1 });
    expect((await stats(client)).totalRevenue).toBe("100000.00");

    const draft = await client.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: "1000" }] });
    const issued = await client.post(`/api/invoices/${draft.json.id}/issue`);
    expect(issued.status, issued.text).toBe(200);
    expect((await client.post(`/api/invoices/${draft.json.id}/credit-notes`, { reason: "Hours not used", amount: "100" })).status).toBe(201);
    expect(await stats(client)).toMatchObject({ totalRevenue: "900.00", revenueBasis: "invoices", trends: { totalRevenue: { percentChange: null } } });
    const { revenue } = await analytics(client);
    expect(revenue).toMatchObject({ monthly: "900.00", quarterly: "900.00", yearly: "900.00" });
    expect(revenue!.byMonth.at(-1)).toEqual({ month: monthLabel(now), revenue: "900.00" });
  });

  it("gives a new studio zeros and no trend rather than invented percentages", async () => {
    const { client } = await signedInStudio();
    expect(await stats(client)).toEqual({
      activeProjects: 0,
      totalRevenue: "0.00",
      revenueBasis: "approved_quotes",
      pendingApprovals: 0,
      trends: { activeProjects: { percentChange: null }, totalRevenue: { percentChange: null }, pendingApprovals: { percentChange: null } },
    });
  });

  it("answers 401 without a session", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/dashboard/stats");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/analytics/dashboard", () => {
  it("computes every figure from the studio's own rows", async () => {
    const lastMonthCounts = { quarter: inThisQuarter(lastMonthEarly), year: inThisYear(lastMonthEarly) };
    const yearly = lastMonthCounts.year ? "150000.00" : "100000.00";
    const byMonth = Array.from({ length: 12 }, (_, index) => {
      const month = monthLabel(monthStart(now, 11 - index));
      const revenue = index === 11 ? "100000.00" : index === 10 ? "50000.00" : "0.00";
      return { month, revenue };
    });

    expect(await analytics(studio.client)).toEqual({
      revenue: {
        monthly: "100000.00",
        quarterly: lastMonthCounts.quarter ? "150000.00" : "100000.00",
        yearly,
        // Against R 30,000 by this date last year: +400% (or +233% in January, when last month was last year).
        growth: lastMonthCounts.year ? 400 : 233,
        byMonth,
      },
      forecast: {
        awaitingApproval: "28000.00", // the two sent quotes still valid: 20,000 + 8,000
        approvalRate: 60, // of five decided numbers, three approved (the rejected and the expired one lost)
        expectedFromAwaiting: "16800.00", // 28,000 × 3 / 5
        approvedUndelivered: "100000.00", // Thandi's project is in work; Sipho's and Lwazi's are completed
        projected: "116800.00",
      },
      projects: { active: 2, completed: 2, pending: 1, conversion_rate: 60 }, // 3 of 5 reached an approved quote
      clients: { retention_rate: 25, new_this_month: 1 }, // Thandi came back, of 4 clients; she is new this month
      performance: {
        client_satisfaction: null,
        profit_margin: 27.2, // (180,000 − 131,000) / 180,000 over approved quotes' lines; the sent quote's line is left out
        avg_project_duration: 80, // (90 + 70) / 2
      },
      trends: {
        avg_room_cost: "2250.00", // (1,500 + 3,000) / 2; the empty room is not costed yet
        popular_styles: ["luxury-modern", "minimalist", "contemporary", "modern", "scandinavian"],
      },
      ai: { efficiency: 66.7, extractedItems: 3 }, // 2 of 3 voice items kept as extracted
    });
  });

  it("gives a new studio zeros and nulls, and never a client satisfaction score", async () => {
    const { client } = await signedInStudio();
    const empty = await analytics(client);
    expect(empty).toEqual({
      revenue: { monthly: "0.00", quarterly: "0.00", yearly: "0.00", growth: null, byMonth: expect.any(Array) },
      forecast: { awaitingApproval: "0.00", approvalRate: null, expectedFromAwaiting: "0.00", approvedUndelivered: "0.00", projected: "0.00" },
      projects: { active: 0, completed: 0, pending: 0, conversion_rate: null },
      clients: { retention_rate: null, new_this_month: 0 },
      performance: { client_satisfaction: null, profit_margin: null, avg_project_duration: null },
      trends: { avg_room_cost: null, popular_styles: [] },
      ai: { efficiency: null, extractedItems: 0 },
    });
    expect(empty.revenue!.byMonth).toHaveLength(12);
    expect(empty.revenue!.byMonth.every(({ revenue }) => revenue === "0.00")).toBe(true);
    expect(empty.revenue!.byMonth.at(-1)!.month).toBe(monthLabel(now));
  });

  it("counts a quote being revised at the client's request as undecided in the approval rate, not lost", async () => {
    const { client, studioId } = await signedInStudio();
    const projectId = await createProject(client, { status: "completed", clientEmail: "zanele@example.co.za" });
    await createQuote(studioId, projectId, { status: "approved", subtotal: "10000", approvedAt: now, number: "Q-WON-1" });
    await createQuote(studioId, projectId, { status: "rejected", subtotal: "8000", sentAt: lastMonthEarly, number: "Q-REVISED-1", version: 1 });
    await createQuote(studioId, projectId, { status: "draft", subtotal: "7500", number: "Q-REVISED-1", version: 2 });
    await createQuote(studioId, projectId, { status: "sent", subtotal: "4000", sentAt: now, validUntil: sastDate(now, 10) });

    expect((await analytics(client)).forecast).toEqual({ awaitingApproval: "4000.00", approvalRate: 100, expectedFromAwaiting: "4000.00", approvedUndelivered: "0.00", projected: "4000.00" });
  });

  it("keeps a neighbouring studio's styles, clients, items and pipeline to itself", async () => {
    const theirs = await analytics(neighbour.client);
    expect(theirs.trends.popular_styles).toEqual(["industrial", "victorian"]);
    expect(theirs.clients).toEqual({ retention_rate: 100, new_this_month: 1 });
    expect(theirs.ai).toEqual({ efficiency: 0, extractedItems: 3 });
    expect(theirs.trends.avg_room_cost).toBe("99999.00");
    // Three approved, none lost: every rand awaiting counts, beside the three sales in work.
    expect(theirs.forecast).toEqual({ awaitingApproval: "3000.00", approvalRate: 100, expectedFromAwaiting: "3000.00", approvedUndelivered: "2700000.00", projected: "2703000.00" });
  });

  it("answers 401 without a session", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/analytics/dashboard");
    expect(response.status).toBe(401);
  });
});

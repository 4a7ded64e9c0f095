import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPageSchema, costBreakdownSchema, DEFAULT_STUDIO_TIME_ZONE, expireQuotesJob, generateQuoteJob, sendQuoteJob, studioDay, generatedQuoteResultSchema, QUOTE_CONTENT_MESSAGES, profitAnalysisSchema, projectQuoteSchema, quoteSchema, type Quote } from "@atelier/contracts";
import { actAs, systemActor } from "@atelier/kit";
import { unitPriceFromCost, withVat } from "@atelier/money";
import { runExpireQuotes } from "../../services/quotes/src/jobs/expire-quotes-job";
import { runGenerateQuote } from "../../services/quotes/src/jobs/generate-quote-job";
import { daysAfter } from "@atelier/db";
import { markQuoteSent } from "../../services/quotes/src/quotes/mark-quote-sent";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { asTheWorkerRuns, capturingContext } from "../support/job-context";
import { finishedJob } from "../support/jobs";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { connected, openSocket } from "../support/sockets";
import { startTestStack, type TestStack } from "../support/test-stack";

/** Who marks a quote sent outside a request: the send-quote job, as Atelier. */
const sentByTheJob = systemActor(sendQuoteJob.name);

let stack: TestStack;
let workers: QuotesTestWorkers;
let designer: TestClient;
let studioId: string;
let userId: string;

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startQuotesWorkers();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  userId = signedIn.user.id;
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

const prisma = () => stack.auth.prisma;
const put = (client: TestClient, path: string, json: unknown) => client.request("PUT", path, { json });

async function project(client = designer, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await client.post("/api/projects", { ...newProject, ...fields });
  expect(response.status).toBe(201);
  return response.json.id;
}

async function room(projectId: string, name: string, client = designer): Promise<string> {
  const response = await client.post(`/api/projects/${projectId}/rooms`, { name });
  expect(response.status).toBe(201);
  return response.json.id;
}

async function item(roomId: string, fields: Record<string, unknown>, client = designer): Promise<string> {
  const response = await client.post(`/api/rooms/${roomId}/items`, fields);
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}

/** Generates a quote through the gateway and the quotes worker, and reads it back. */
async function generated(projectId: string, client = designer): Promise<Quote> {
  const started = await client.post(`/api/projects/${projectId}/generate-quote`);
  expect(started.status).toBe(202);
  const job = await finishedJob(client, started.json.jobId);
  expect(job).toMatchObject({ state: "completed", progress: 100 });
  const { quoteId } = generatedQuoteResultSchema.parse(job.result);
  return quoteSchema.parse((await client.get(`/api/quotes/${quoteId}`)).json);
}

async function sent(quoteId: string, to = "pieter@example.co.za"): Promise<void> {
  await actAs(sentByTheJob, () => prisma().$transaction((tx) => markQuoteSent(tx, quoteId, to)));
}

const linesOf = (quote: Quote) => quote.lines.map(({ roomName, name, quantity, unitCost, markupPercent, unitPrice, lineTotal }) => ({ roomName, name, quantity, unitCost, markupPercent, unitPrice, lineTotal }));

const publishedEvents = (type: string, quoteId: string) =>
  prisma().$queryRaw<Array<{ published: boolean }>>`SELECT published_at IS NOT NULL AS published FROM outbox_events WHERE type = ${type} AND payload->'data'->>'quoteId' = ${quoteId}`;

describe("generating a quote from a project's room items", () => {
  it("prices each line per unit with the studio's markup, groups them by room, leaves cancelled items out, and gets VAT exact to the cent", async () => {
    const projectId = await project();
    const living = await room(projectId, "Living Room");
    const bedroom = await room(projectId, "Main Bedroom");
    // Created in turns, so that only grouping by room puts the living room's lines together.
    await item(living, { name: "Side table", quantity: 2, costEstimate: "100.01" });
    await item(bedroom, { name: "Bed", quantity: 1, costEstimate: "24999.99" });
    await item(living, { name: "Brass hooks", quantity: 2, costEstimate: "5.00", supplierQuote: "0.10" });
    await item(living, { name: "Old rug", quantity: 1, costEstimate: "5000.00", status: "cancelled" });
    await item(living, { name: "Linen curtains", quantity: 2.5, unit: "meters", costEstimate: "999.00", supplierQuote: "30.88" });

    const quote = await generated(projectId);

    expect(linesOf(quote)).toEqual([
      // 100.01 / 2 = 50.005 → 50.01; × 1.3 = 65.013 → 65.01
      { roomName: "Living Room", name: "Side table", quantity: 2, unitCost: "50.01", markupPercent: 30, unitPrice: "65.01", lineTotal: "130.02" },
      // the supplier quote over the estimate: 0.10 / 2 = 0.05; × 1.3 = 0.065 → 0.07
      { roomName: "Living Room", name: "Brass hooks", quantity: 2, unitCost: "0.05", markupPercent: 30, unitPrice: "0.07", lineTotal: "0.14" },
      // 30.88 / 2.5 = 12.352 → 12.35; × 1.3 = 16.055 → 16.06; × 2.5 = 40.15
      { roomName: "Living Room", name: "Linen curtains", quantity: 2.5, unitCost: "12.35", markupPercent: 30, unitPrice: "16.06", lineTotal: "40.15" },
      // × 1.3 = 32499.987 → 32499.99
      { roomName: "Main Bedroom", name: "Bed", quantity: 1, unitCost: "24999.99", markupPercent: 30, unitPrice: "32499.99", lineTotal: "32499.99" },
    ]);
    expect(quote.lines.map((line) => [line.kind, line.sortOrder, line.roomItemId !== null])).toEqual([0, 1, 2, 3].map((order) => ["item", order, true]));
    // 32670.30 × 15% = 4900.545: half a cent, rounded up.
    expect({ subtotal: quote.subtotal, vat: quote.vat, total: quote.total }).toEqual({ subtotal: "32670.30", vat: "4900.55", total: "37570.85" });
    expect(quote).toMatchObject({
      title: "Constantia Residence — Quote",
      status: "draft",
      version: 1,
      markupPercent: 30,
      validUntil: daysAfter(studioDay(new Date(), DEFAULT_STUDIO_TIME_ZONE), 30).toISOString().slice(0, 10),
    });
    expect(quote.number).toMatch(new RegExp(`^Q-${studioDay(new Date(), DEFAULT_STUDIO_TIME_ZONE).slice(0, 4)}-\\d{4}$`));
    await expect.poll(() => publishedEvents("event.quote.generated", quote.id), { timeout: 5_000 }).toEqual([{ published: true }]);
  });

  it("numbers a studio's quotes in sequence, and another studio's from 1", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "15000" });
    const first = await generated(projectId);
    const second = await generated(projectId);
    const year = studioDay(new Date(), DEFAULT_STUDIO_TIME_ZONE).slice(0, 4);
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);

    const other = await signedInDesigner(stack.gatewayUrl);
    const theirProject = await project(other.client);
    await item(await room(theirProject, "Lounge", other.client), { name: "Sofa", costEstimate: "30000" }, other.client);
    const theirs = await generated(theirProject, other.client);
    expect(theirs.number).toBe(`Q-${year}-0001`);

    const handle = asTheWorkerRuns(generateQuoteJob.name, runGenerateQuote(workers.deps));
    const owner = { studioId: other.user.studio.id, userId: other.user.id, projectId: theirs.projectId };
    const atOnce = await Promise.all([0, 1, 2, 3, 4].map(() => handle({ projectId: theirs.projectId }, capturingContext(owner))));
    expect(atOnce.map((result) => result.number).sort()).toEqual([2, 3, 4, 5, 6].map((value) => `Q-${year}-${String(value).padStart(4, "0")}`));
  });

  it("tells the designer's socket how the job is getting on, and when it is done", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "15000" });
    const socket = openSocket(stack.gatewayUrl, { cookie: designer.cookieHeader, origin: stack.gatewayUrl });
    await connected(socket);
    const heard: Array<{ event: string; jobId: string; progress?: number; stage?: string }> = [];
    socket.on("job.progress", (payload) => heard.push({ event: "job.progress", ...payload }));
    socket.on("job.completed", (payload) => heard.push({ event: "job.completed", jobId: payload.jobId }));
    try {
      const { jobId } = (await designer.post(`/api/projects/${projectId}/generate-quote`)).json;
      await expect.poll(() => heard.some((event) => event.event === "job.completed" && event.jobId === jobId), { timeout: 10_000 }).toBe(true);
      const ofJob = heard.filter((event) => event.jobId === jobId);
      expect(ofJob.map((event) => [event.event, event.progress])).toEqual([["job.progress", 10], ["job.progress", 40], ["job.progress", 70], ["job.completed", undefined]]);
      expect(ofJob[0]).toMatchObject({ name: "generate-quote", stage: "Reading the room items" });
    } finally {
      socket.disconnect();
    }
  });

  it("makes one quote for a job run twice, or by two workers at once, and reports its progress", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "15000" });
    const owner = { studioId, userId, projectId };
    const stages: Array<[number, string | undefined]> = [];
    const jobId = randomUUID();
    const handle = asTheWorkerRuns(generateQuoteJob.name, runGenerateQuote(workers.deps));

    const first = await handle({ projectId }, capturingContext(owner, async (percent, stage) => void stages.push([percent, stage]), jobId));
    const again = await handle({ projectId }, capturingContext(owner, undefined, jobId));
    const racing = randomUUID();
    const [left, right] = await Promise.all([0, 1].map(() => handle({ projectId }, capturingContext(owner, undefined, racing))));

    expect(again).toEqual(first);
    expect(left).toEqual(right);
    expect(await prisma().quote.count({ where: { projectId } })).toBe(2);
    expect(stages.map(([percent]) => percent)).toEqual([10, 40, 70]);
    expect(stages.every(([, stage]) => typeof stage === "string")).toBe(true);
  });

  it("builds a quote of 500 items in one go", async () => {
    const projectId = await project();
    const roomId = await room(projectId, "Warehouse");
    await prisma().roomItem.createMany({ data: Array.from({ length: 500 }, (_, index) => ({ roomId, name: `Chair ${index + 1}`, quantity: 2, costEstimate: "1000.00" })) });
    const started = performance.now();
    const quote = await generated(projectId);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(quote.lines).toHaveLength(500);
    expect({ subtotal: quote.subtotal, vat: quote.vat, total: quote.total }).toEqual({ subtotal: "650000.00", vat: "97500.00", total: "747500.00" });
  });
});

describe("a project whose items cannot make a quote", () => {
  it("is refused up front with the reason, starting no job and numbering no quote: nothing priced, or more than a quote holds", async () => {
    const empty = await project();
    const unpriced = await project();
    await item(await room(unpriced, "Study"), { name: "Desk" });
    const huge = await project();
    await prisma().roomItem.create({ data: { roomId: await room(huge, "Ballroom"), name: "Chandelier", quantity: 1, costEstimate: "9999999999.99" } });

    const answers = await Promise.all([empty, unpriced, huge].map((projectId) => designer.post(`/api/projects/${projectId}/generate-quote`)));

    expect(answers.map(({ status, json }) => ({ status, message: json.message }))).toEqual([
      { status: 409, message: QUOTE_CONTENT_MESSAGES.nothingPriced },
      { status: 409, message: QUOTE_CONTENT_MESSAGES.nothingPriced },
      // The studio's markup and VAT take the line past what a quote holds.
      { status: 409, message: QUOTE_CONTENT_MESSAGES.tooLarge(withVat(unitPriceFromCost("9999999999.99", "30")).total) },
    ]);
    expect(await prisma().jobRecord.count({ where: { projectId: { in: [empty, unpriced, huge] } } })).toBe(0);
    expect(await prisma().quote.count({ where: { projectId: { in: [empty, unpriced, huge] } } })).toBe(0);
  });
});

describe("editing a draft", () => {
  async function draftWithTwoItems() {
    const projectId = await project();
    const lounge = await room(projectId, "Lounge");
    await item(lounge, { name: "Sofa", quantity: 1, costEstimate: "20000.00" });
    await item(lounge, { name: "Cushion", quantity: 4, costEstimate: "1000.00" });
    await item(lounge, { name: "Lamp", quantity: 1, costEstimate: "3000.00" });
    return generated(projectId);
  }

  it("keeps the lines in the order sent, prices them on the server and recomputes the totals", async () => {
    const quote = await draftWithTwoItems();
    const [sofa, cushion] = quote.lines;

    const response = await put(designer, `/api/quotes/${quote.id}`, {
      title: "Lounge — revised scope",
      notes: "Client asked for a cheaper sofa option",
      validUntil: "2027-01-31",
      subtotal: "1.00",
      lines: [
        { id: cushion!.id, name: "Velvet cushion", quantity: 6, markupPercent: 50 },
        { kind: "labour", name: "Installation", quantity: 2.5, unitCost: "400.00", unitPrice: "500.00" },
        { id: sofa!.id, name: "Sofa", quantity: 1, unitPrice: "25000.00" },
        { kind: "delivery", name: "Delivery to site", quantity: 1, unitCost: "1200.00", markupPercent: 0 },
      ],
    });

    expect(response.status, response.text).toBe(200);
    const updated = quoteSchema.parse(response.json);
    expect(updated.lines.map(({ kind, name, quantity, unitCost, markupPercent, unitPrice, lineTotal, sortOrder }) => ({ kind, name, quantity, unitCost, markupPercent, unitPrice, lineTotal, sortOrder }))).toEqual([
      { kind: "item", name: "Velvet cushion", quantity: 6, unitCost: "250.00", markupPercent: 50, unitPrice: "375.00", lineTotal: "2250.00", sortOrder: 0 },
      { kind: "labour", name: "Installation", quantity: 2.5, unitCost: "400.00", markupPercent: 25, unitPrice: "500.00", lineTotal: "1250.00", sortOrder: 1 },
      { kind: "item", name: "Sofa", quantity: 1, unitCost: "20000.00", markupPercent: 25, unitPrice: "25000.00", lineTotal: "25000.00", sortOrder: 2 },
      { kind: "delivery", name: "Delivery to site", quantity: 1, unitCost: "1200.00", markupPercent: 0, unitPrice: "1200.00", lineTotal: "1200.00", sortOrder: 3 },
    ]);
    expect(updated.lines[0]!.id).toBe(cushion!.id);
    expect(updated.lines[0]!.roomItemId).toBe(cushion!.roomItemId);
    // The lamp was left out of the list, so it is gone; 29700.00 × 15% = 4455.00.
    expect(updated).toMatchObject({ title: "Lounge — revised scope", notes: "Client asked for a cheaper sofa option", validUntil: "2027-01-31", subtotal: "29700.00", vat: "4455.00", total: "34155.00" });
    expect(quoteSchema.parse((await designer.get(`/api/quotes/${quote.id}`)).json)).toEqual(updated);
  });

  it("changes only the fields sent, and keeps the lines when none are sent", async () => {
    const quote = await draftWithTwoItems();
    const response = await put(designer, `/api/quotes/${quote.id}`, { description: "Lounge furniture" });
    expect(response.json).toMatchObject({ title: quote.title, description: "Lounge furniture", total: quote.total, lines: quote.lines });
  });

  it.each([
    ["title", { title: " " }, "Title is required"],
    ["validUntil", { validUntil: "31/01/2027" }, "Valid until must be a date (YYYY-MM-DD)"],
    ["lines.0.quantity", { lines: [{ name: "Chair", quantity: -1 }] }, "Quantity must be 0 or more, in steps of 0.01"],
    ["lines.0.name", { lines: [{ name: "", quantity: 1 }] }, "Line name is required"],
    ["lines.0.unitPrice", { lines: [{ name: "Chair", quantity: 1, unitPrice: "12.345" }] }, "Unit price must be an amount in rand with at most two decimals"],
    ["lines.0.markupPercent", { lines: [{ name: "Chair", quantity: 1, markupPercent: -150 }] }, "Markup must be a percent from -100 to 99999.99, with at most two decimals"],
    ["lines.0.kind", { lines: [{ name: "Chair", quantity: 1, kind: "discount" }] }, undefined],
    ["lines.0.id", { lines: [{ id: randomUUID(), name: "Chair", quantity: 1 }] }, "Not a line of this quote"],
  ])("answers 400 naming %s, and changes nothing", async (field, body, message) => {
    const quote = await draftWithTwoItems();
    const response = await put(designer, `/api/quotes/${quote.id}`, body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Validation failed");
    expect(Object.keys(response.json.errors)).toEqual([field]);
    if (message) expect(response.json.errors[field]).toContain(message);
    expect((await designer.get(`/api/quotes/${quote.id}`)).json).toEqual(quote);
  });
});

describe("versions and locks", () => {
  async function quoteOfProject() {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", quantity: 1, costEstimate: "10000.00" });
    return generated(projectId);
  }

  it("locks a sent quote, and revises it into version 2 of the same number, superseding version 1", async () => {
    const quote = await quoteOfProject();
    expect((await designer.post(`/api/quotes/${quote.id}/revise`)).status).toBe(409);

    await sent(quote.id);
    const edit = await put(designer, `/api/quotes/${quote.id}`, { title: "Changed" });
    expect(edit).toMatchObject({ status: 409, json: { message: "This quote was sent to the client and can no longer be edited: revise it to make a new version" } });
    await expect.poll(() => publishedEvents("event.quote.sent", quote.id), { timeout: 5_000 }).toEqual([{ published: true }]);

    const revised = await designer.post(`/api/quotes/${quote.id}/revise`);
    expect(revised.status).toBe(201);
    const version2 = quoteSchema.parse(revised.json);
    expect(version2).toMatchObject({ number: quote.number, version: 2, status: "draft", title: quote.title, subtotal: quote.subtotal, total: quote.total });
    expect(linesOf(version2)).toEqual(linesOf(quote));
    expect(version2.lines.map((line) => line.id)).not.toEqual(quote.lines.map((line) => line.id));

    const version1 = quoteSchema.parse((await designer.get(`/api/quotes/${quote.id}`)).json);
    expect(version1).toMatchObject({ status: "superseded", version: 1, lines: quote.lines });
    expect(await designer.post(`/api/quotes/${quote.id}/revise`)).toMatchObject({ status: 409, json: { message: "This version was already revised: revise the latest version" } });
    expect((await put(designer, `/api/quotes/${version2.id}`, { title: "Version two" })).status).toBe(200);

    const listed = projectQuoteSchema.array().parse((await designer.get(`/api/projects/${quote.projectId}/quotes`)).json);
    expect(listed.map(({ id, version, versions }) => ({ id, version, versions: versions.map((each) => [each.version, each.status]) }))).toEqual([
      { id: version2.id, version: 2, versions: [[2, "draft"], [1, "superseded"]] },
    ]);
    // The Overview counts the revised quote once, at its latest version's total.
    expect((await designer.get(`/api/projects/${quote.projectId}`)).json).toMatchObject({ counts: { quotes: 1 }, latestQuoteTotal: version2.total });
  });

  it("never changes an approved quote", async () => {
    const quote = await quoteOfProject();
    await sent(quote.id);
    await prisma().quote.update({ where: { id: quote.id }, data: { status: "approved", approvedAt: new Date() } });
    const message = "This quote was approved by the client and can no longer change";
    expect(await put(designer, `/api/quotes/${quote.id}`, { title: "Changed" })).toMatchObject({ status: 409, json: { message } });
    expect(await designer.post(`/api/quotes/${quote.id}/revise`)).toMatchObject({ status: 409, json: { message } });
    await expect(sent(quote.id)).rejects.toMatchObject({ status: 409 });
    expect(quoteSchema.parse((await designer.get(`/api/quotes/${quote.id}`)).json)).toMatchObject({ status: "approved", title: quote.title, version: 1 });
  });

  it("lists a project's quotes latest first", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "10000.00" });
    const older = await generated(projectId);
    const newer = await generated(projectId);
    const listed = projectQuoteSchema.array().parse((await designer.get(`/api/projects/${projectId}/quotes`)).json);
    expect(listed.map((quote) => quote.id)).toEqual([newer.id, older.id]);
  });
});

describe("the expiry job", () => {
  it("expires sent quotes past their valid-until date, once, with their event, and leaves the rest", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "10000.00" });
    const [lapsed, lastDay, draft] = [await generated(projectId), await generated(projectId), await generated(projectId)];
    const yesterday = daysAfter(studioDay(new Date(), DEFAULT_STUDIO_TIME_ZONE), -1);
    await sent(lapsed.id);
    await sent(lastDay.id);
    await prisma().quote.updateMany({ where: { id: { in: [lapsed.id, draft.id] } }, data: { validUntil: yesterday } });
    await prisma().quote.update({ where: { id: lastDay.id }, data: { validUntil: daysAfter(studioDay(new Date(), DEFAULT_STUDIO_TIME_ZONE), 0) } });

    const expire = () => actAs(systemActor(expireQuotesJob.name), runExpireQuotes(workers.deps));
    await expire();
    await expire();

    const statuses = await prisma().quote.findMany({ where: { projectId }, select: { id: true, status: true } });
    expect(Object.fromEntries(statuses.map(({ id, status }) => [id, status]))).toEqual({ [lapsed.id]: "expired", [lastDay.id]: "sent", [draft.id]: "draft" });
    await expect.poll(() => publishedEvents("event.quote.expired", lapsed.id), { timeout: 5_000 }).toEqual([{ published: true }]);

    const revised = await designer.post(`/api/quotes/${lapsed.id}/revise`);
    expect(revised.json).toMatchObject({ version: 2, status: "draft", number: lapsed.number });
  });
});

describe("cost breakdown", () => {
  it("sums each category's estimated costs against its share of the budget, until the designer sets one", async () => {
    const projectId = await project(designer, { budget: 850000 });
    const lounge = await room(projectId, "Lounge");
    await item(lounge, { name: "Sofa", quantity: 1, category: "furniture", costEstimate: "30000.00", supplierQuote: "28000.00", supplier: "Weylandts" });
    await item(lounge, { name: "Armchair", quantity: 2, category: "furniture", costEstimate: "10000.00" });
    await item(lounge, { name: "Pendant", quantity: 1, category: "lighting", costEstimate: "10000.00", supplierQuote: "12000.00" });
    await item(lounge, { name: "Old sideboard", quantity: 1, category: "furniture", costEstimate: "9000.00", status: "cancelled" });
    await item(lounge, { name: "Surprise", quantity: 1, costEstimate: "0" });

    const breakdown = costBreakdownSchema.parse((await designer.get(`/api/projects/${projectId}/cost-breakdown`)).json);
    expect(breakdown).toEqual([
      {
        category: "furniture",
        budgetAllocated: "680000.00",
        budgetSet: false,
        estimatedCost: "38000.00",
        committedCost: "0.00",
        actualCost: "0.00",
        variance: "642000.00",
        items: [
          { name: "Sofa", quantity: 1, supplier: "Weylandts", totalCost: "28000.00" },
          { name: "Armchair", quantity: 2, supplier: null, totalCost: "10000.00" },
        ],
      },
      { category: "lighting", budgetAllocated: "170000.00", budgetSet: false, estimatedCost: "12000.00", committedCost: "0.00", actualCost: "0.00", variance: "158000.00", items: [{ name: "Pendant", quantity: 1, supplier: null, totalCost: "12000.00" }] },
      { category: "other", budgetAllocated: "0.00", budgetSet: false, estimatedCost: "0.00", committedCost: "0.00", actualCost: "0.00", variance: "0.00", items: [{ name: "Surprise", quantity: 1, supplier: null, totalCost: "0.00" }] },
    ]);

    const set = await put(designer, `/api/projects/${projectId}/category-budgets`, { budgets: [{ category: "lighting", amount: "5000" }, { category: "art", amount: 20000 }] });
    expect(set.status).toBe(200);
    expect(costBreakdownSchema.parse(set.json).map(({ category, budgetAllocated, budgetSet, variance }) => ({ category, budgetAllocated, budgetSet, variance }))).toEqual([
      { category: "furniture", budgetAllocated: "825000.00", budgetSet: false, variance: "787000.00" },
      { category: "lighting", budgetAllocated: "5000.00", budgetSet: true, variance: "-7000.00" },
      { category: "art", budgetAllocated: "20000.00", budgetSet: true, variance: "20000.00" },
      { category: "other", budgetAllocated: "0.00", budgetSet: false, variance: "0.00" },
    ]);

    await put(designer, `/api/projects/${projectId}/category-budgets`, { budgets: [{ category: "lighting", amount: null }, { category: "art", amount: null }] });
    expect((await designer.get(`/api/projects/${projectId}/cost-breakdown`)).json).toEqual(breakdown);

    // Each save is the member's, naming the categories whose budget changed; a save that changes none records nothing.
    await put(designer, `/api/projects/${projectId}/category-budgets`, { budgets: [{ category: "lighting", amount: null }, { category: "textiles", amount: null }] });
    const saves = activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=budget`)).json).entries;
    expect(saves.map(({ actor, action, record }) => [actor.kind, actor.name, action, record])).toEqual(
      Array(2).fill(["member", "Nomsa Mahlangu", "updated", { type: "budget", id: projectId, label: "Category budgets" }]),
    );
    expect(saves.map(({ changes }) => changes)).toEqual([
      [
        { field: "lighting", label: "Lighting", before: "R 5,000.00", after: null },
        { field: "art", label: "Art", before: "R 20,000.00", after: null },
      ],
      [
        { field: "lighting", label: "Lighting", before: null, after: "R 5,000.00" },
        { field: "art", label: "Art", before: null, after: "R 20,000.00" },
      ],
    ]);
  });

  it("counts as committed only approved quotes and as actual only orders sent to suppliers, each at cost", async () => {
    const projectId = await project(designer, { budget: 100000 });
    const lounge = await room(projectId, "Lounge");
    const sofa = await item(lounge, { name: "Sofa", quantity: 2, category: "furniture", costEstimate: "30000.00" });
    const lamp = await item(lounge, { name: "Lamp", quantity: 1, category: "lighting", costEstimate: "4000.00" });
    const quote = (number: string, status: "draft" | "sent" | "approved", lines: Array<{ roomItemId?: string; category?: "furniture" | "lighting"; kind?: "labour"; quantity: number; unitCost: string }>) =>
      prisma().quote.create({
        data: {
          studioId, projectId, number, title: "Lounge", status,
          lines: { create: lines.map((line) => ({ name: "Line", ...line, unitPrice: "1.00", lineTotal: "1.00" })) },
        },
        include: { lines: true },
      });
    // Numbered apart from the studio's generated quotes and orders. Approved: 2 × 14,000.50 + 1 × 3,500 + labour 3 × 450 at cost; a sent and a draft quote are not commitments.
    const approved = await quote("Q-2000-0001", "approved", [
      { roomItemId: sofa, category: "furniture", quantity: 2, unitCost: "14000.50" },
      { roomItemId: lamp, category: "lighting", quantity: 1, unitCost: "3500.00" },
      { kind: "labour", quantity: 3, unitCost: "450.00" },
    ]);
    await quote("Q-2000-0002", "sent", [{ roomItemId: sofa, category: "furniture", quantity: 2, unitCost: "99999.00" }]);
    await quote("Q-2000-0003", "draft", [{ roomItemId: lamp, category: "lighting", quantity: 1, unitCost: "99999.00" }]);
    const supplier = await prisma().supplier.create({ data: { studioId, name: "Weylandts", email: "orders@weylandts.co.za" } });
    const order = (number: string, status: "draft" | "sent" | "received" | "cancelled", line: { quoteLineId: string; quantity: number; unitCost: string }) =>
      prisma().purchaseOrder.create({
        data: { studioId, projectId, supplierId: supplier.id, quoteId: approved.id, sourceEventId: randomUUID(), number, status, lines: { create: { name: "Line", ...line, lineTotal: "0.00" } } },
      });
    const [sofaLine, lampLine] = approved.lines.sort((a, b) => Number(b.unitCost) - Number(a.unitCost));
    // Ordered: the sofas sent (2 × 14,000.50) and the lamp received (3,600); a draft and a cancelled order are not.
    await order("PO-2000-0001", "sent", { quoteLineId: sofaLine!.id, quantity: 2, unitCost: "14000.50" });
    await order("PO-2000-0002", "received", { quoteLineId: lampLine!.id, quantity: 1, unitCost: "3600.00" });
    await order("PO-2000-0003", "draft", { quoteLineId: lampLine!.id, quantity: 5, unitCost: "1000.00" });
    await order("PO-2000-0004", "cancelled", { quoteLineId: sofaLine!.id, quantity: 1, unitCost: "1000.00" });

    const breakdown = costBreakdownSchema.parse((await designer.get(`/api/projects/${projectId}/cost-breakdown`)).json);
    expect(breakdown.map(({ category, estimatedCost, committedCost, actualCost, variance }) => ({ category, estimatedCost, committedCost, actualCost, variance }))).toEqual([
      { category: "furniture", estimatedCost: "30000.00", committedCost: "28001.00", actualCost: "28001.00", variance: "58235.29" },
      { category: "lighting", estimatedCost: "4000.00", committedCost: "3500.00", actualCost: "3600.00", variance: "7764.71" },
      { category: "other", estimatedCost: "0.00", committedCost: "1350.00", actualCost: "0.00", variance: "0.00" },
    ]);
  });

  it("answers 400 naming the field for a budget it cannot set", async () => {
    const projectId = await project();
    const response = await put(designer, `/api/projects/${projectId}/category-budgets`, { budgets: [{ category: "other", amount: 5 }, { category: "art", amount: "-1" }] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors).sort()).toEqual(["budgets.0.category", "budgets.1.amount"]);
    expect(await prisma().categoryBudget.count({ where: { projectId } })).toBe(0);
  });
});

describe("profit analysis", () => {
  it("says there is nothing to analyse without a quote", async () => {
    const projectId = await project();
    const analysis = profitAnalysisSchema.parse((await designer.get(`/api/projects/${projectId}/profit-analysis`)).json);
    expect(analysis).toMatchObject({ grossMargin: null, netMargin: null, markup: null, basis: null, overheadPercent: 15 });
  });

  it("works from the latest quote until one is approved, then from the latest approved one", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", quantity: 1, costEstimate: "1000.00" });
    const first = await generated(projectId);
    await put(designer, `/api/quotes/${first.id}`, {
      lines: [
        { id: first.lines[0]!.id, name: "Desk", quantity: 1 },
        { kind: "labour", name: "Fitting", quantity: 2, unitCost: "400.00", unitPrice: "500.00" },
        { kind: "delivery", name: "Delivery", quantity: 1, unitCost: "100.00", markupPercent: 0 },
      ],
    });

    const fromLatest = profitAnalysisSchema.parse((await designer.get(`/api/projects/${projectId}/profit-analysis`)).json);
    // Sells 1300 + 1000 + 100 = 2400 for 1000 + 800 + 100 = 1900.
    expect(fromLatest).toEqual({
      grossMargin: 20.8,
      netMargin: 5.8,
      laborCosts: "800.00",
      materialCosts: "1000.00",
      deliveryCosts: "100.00",
      markup: 26.3,
      revenue: "2400.00",
      grossProfit: "500.00",
      overheadPercent: 15,
      invoiced: null,
      basis: { quoteId: first.id, number: first.number, version: 1, status: "draft", reason: "latest" },
    });

    const second = await generated(projectId);
    expect(profitAnalysisSchema.parse((await designer.get(`/api/projects/${projectId}/profit-analysis`)).json).basis).toMatchObject({ quoteId: second.id, reason: "latest" });
    await prisma().quote.update({ where: { id: first.id }, data: { status: "approved", approvedAt: new Date() } });
    const fromApproved = profitAnalysisSchema.parse((await designer.get(`/api/projects/${projectId}/profit-analysis`)).json);
    expect(fromApproved).toMatchObject({ grossMargin: 20.8, basis: { quoteId: first.id, status: "approved", reason: "approved" } });
  });
});

describe("another studio", () => {
  it("gets 404 for this studio's quotes and projects, and changes nothing", async () => {
    const projectId = await project();
    await item(await room(projectId, "Study"), { name: "Desk", costEstimate: "10000.00" });
    const quote = await generated(projectId);
    const stranger = (await signedInDesigner(stack.gatewayUrl)).client;
    const before = JSON.stringify(await prisma().quote.findMany({ where: { projectId }, include: { lines: true } }));

    const calls: Array<[string, string, unknown, string]> = [
      ["GET", `/api/quotes/${quote.id}`, undefined, "Quote not found"],
      ["PUT", `/api/quotes/${quote.id}`, { title: "Mine now" }, "Quote not found"],
      ["POST", `/api/quotes/${quote.id}/revise`, {}, "Quote not found"],
      ["POST", `/api/projects/${projectId}/generate-quote`, {}, "Project not found"],
      ["GET", `/api/projects/${projectId}/quotes`, undefined, "Project not found"],
      ["GET", `/api/projects/${projectId}/cost-breakdown`, undefined, "Project not found"],
      ["PUT", `/api/projects/${projectId}/category-budgets`, { budgets: [{ category: "art", amount: 1 }] }, "Project not found"],
      ["GET", `/api/projects/${projectId}/profit-analysis`, undefined, "Project not found"],
    ];
    for (const [method, path, json, message] of calls) {
      expect(await stranger.request(method, path, { json }), `${method} ${path}`).toMatchObject({ status: 404, json: { message } });
    }
    expect(JSON.stringify(await prisma().quote.findMany({ where: { projectId }, include: { lines: true } }))).toBe(before);
    expect(await prisma().categoryBudget.count({ where: { projectId } })).toBe(0);
  });
});

import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientPortalSchema,
  dashboardAnalyticsSchema,
  eventQueueOf,
  dashboardStatsSchema,
  portalTokenResponseSchema,
  projectQuoteSchema,
  quoteApprovedEvent,
  QUOTE_CONTENT_MESSAGES,
  quoteSchema,
  roomItemSchema,
  roomSchema,
  sampleDataAddedEvent,
  sampleDataResponseSchema,
  type ProjectQuote,
  type Quote,
} from "@atelier/contracts";
import { createRedis } from "@atelier/kit";
import { lineTotal, quoteTotals, sumMoney, unitCostOfLine, unitPriceFromCost } from "@atelier/money";
import { makeSampleQuotes } from "../../services/quotes/src/subscribers/sample-quotes";
import { eventDelivery } from "../support/event-delivery";
import { asTheWorkerRuns, capturingContext } from "../support/job-context";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { testRedisUrl } from "../support/test-infra";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

let stack: TestStack;
let workers: QuotesTestWorkers;
/** The subscribers a sample's approval reaches: logistics drafts its orders, projects would notify and mark the timeline. */
let projectsWorkers: ProjectsTestWorkers;
let logisticsWorkers: LogisticsTestWorkers;
let redis: ReturnType<typeof createRedis>;
beforeAll(async () => {
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  stack = await startTestStack();
  workers = await startQuotesWorkers();
  projectsWorkers = await startProjectsWorkers(stack);
  logisticsWorkers = await startLogisticsWorkers(stack);
});
afterAll(async () => {
  await Promise.all([workers.close(), projectsWorkers.close(), logisticsWorkers.close()]);
  redis.disconnect();
  await stack.close();
});

async function signedIn(): Promise<TestClient> {
  const client = new TestClient(stack.gatewayUrl);
  const response = await client.post("/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Pieter", lastName: "van Wyk" });
  expect(response.status).toBe(201);
  return client;
}

async function newProject(client: TestClient): Promise<string> {
  const response = await client.post("/api/projects", {
    name: "Constantia family home",
    clientName: "The Naidoo family",
    clientEmail: "naidoo@example.co.za",
    budget: 1500000,
    startDate: "2026-11-01",
  });
  expect(response.status).toBe(201);
  return response.json.id;
}

const populate = (client: TestClient, projectId: string) => client.post(`/api/populate-sample-data/${projectId}`);
const roomCount = (projectId: string) => stack.auth.prisma.room.count({ where: { projectId } });
const sampleDataEventCount = async (projectId: string) =>
  (await stack.auth.prisma.$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS count FROM outbox_events WHERE type = ${`event.${sampleDataAddedEvent.name}`} AND payload->'data'->>'projectId' = ${projectId}`)[0]!.count;
const quoteCount = (projectId: string) => stack.auth.prisma.quote.count({ where: { projectId } });

/** The project's quotes as the Orders tab lists them, once the quotes worker has made `count` of them. */
async function quotesOnceMade(client: TestClient, projectId: string, count: number): Promise<ProjectQuote[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const listed = projectQuoteSchema.array().parse((await client.get(`/api/projects/${projectId}/quotes`)).json);
    if (listed.length >= count || Date.now() > deadline) return listed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sample-data event the projects service wrote for the project: its id is the one the quotes worker got. */
async function sampleDataEventOf(projectId: string): Promise<{ id: string; data: unknown }> {
  const rows = await stack.auth.prisma.$queryRaw<Array<{ id: string; data: unknown }>>`
    SELECT id::text, payload->'data' AS data FROM outbox_events
    WHERE type = ${`event.${sampleDataAddedEvent.name}`} AND payload->'data'->>'projectId' = ${projectId}`;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A line priced as generate-quote prices an item: the whole line's cost per unit, plus the markup, times the quantity. */
function expectPricedFromItem(line: Quote["lines"][number], item: { quantity: number; costEstimate?: string | null }) {
  const unitCost = unitCostOfLine(item.costEstimate!, item.quantity);
  const unitPrice = unitPriceFromCost(unitCost, line.markupPercent!);
  expect(line, line.name).toMatchObject({ quantity: item.quantity, unitCost, unitPrice, lineTotal: lineTotal(item.quantity, unitPrice) });
}

describe("POST /api/populate-sample-data/:id", () => {
  it("furnishes an empty project with a South African sample home, in order, in one go", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);

    const response = await populate(client, projectId);

    expect(response.status).toBe(201);
    const { rooms } = sampleDataResponseSchema.parse(response.json);
    expect(rooms.map((room) => room.name)).toEqual(["Living Room", "Main Bedroom", "Kitchen", "Dining Room", "Study"]);
    expect(rooms.every((room) => room.itemCount > 0)).toBe(true);

    const listed = await client.get(`/api/projects/${projectId}/rooms`);
    expect(listed.status).toBe(200);
    const listedRooms = roomSchema.array().parse(listed.json);
    expect(listedRooms.map(({ id, name }) => ({ id, name }))).toEqual(rooms.map(({ id, name }) => ({ id, name })));
    const living = listedRooms[0]!;
    expect(living).toMatchObject({ dimensions: "7.2m x 5.8m", floorArea: 41.76, itemCount: rooms[0]!.itemCount });

    const items = roomItemSchema.array().parse((await client.get(`/api/rooms/${living.id}/items`)).json);
    expect(items.map((item) => item.name)[0]).toBe("Three-seater sofa");
    for (const item of items) {
      expect(item.source).toBe("sample");
      expect(item.category).not.toBeNull();
      expect(item.material && item.color && item.size).toBeTruthy();
      expect(Number(item.costEstimate)).toBeGreaterThan(0);
    }
    const totalItems = await stack.auth.prisma.roomItem.count({ where: { room: { projectId } } });
    expect(totalItems).toBe(rooms.reduce((sum, room) => sum + room.itemCount, 0));
  });

  it("costs each sample line whole, as the room's Estimated Total sums it: 8 dining chairs at R 5,900 are one R 47,200 line", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);
    expect((await populate(client, projectId)).status).toBe(201);

    const rooms = roomSchema.array().parse((await client.get(`/api/projects/${projectId}/rooms`)).json);
    const linesOf = async (roomId: string) => roomItemSchema.array().parse((await client.get(`/api/rooms/${roomId}/items`)).json);
    const byName = new Map((await Promise.all(rooms.map((room) => linesOf(room.id)))).flat().map((item) => [item.name, item]));

    const perUnit = { "Dining chair": "5900", "Lounge chair": "16900", "Sheer curtains": "620", "Counter stool": "4850", Bookshelf: "16500" };
    for (const [name, unitCost] of Object.entries(perUnit)) {
      const item = byName.get(name)!;
      expect(item.quantity, name).toBeGreaterThan(1);
      expect(item.costEstimate, name).toBe(lineTotal(item.quantity, unitCost));
    }
    expect(byName.get("Dining chair")).toMatchObject({ quantity: 8, costEstimate: "47200.00" });
    expect(byName.get("Blockout curtains")).toMatchObject({ quantity: 9.6, unit: "meters", costEstimate: "7488.00" });

    for (const room of rooms) {
      expect(room.estimatedTotal, room.name).toBe(sumMoney((await linesOf(room.id)).map((item) => item.costEstimate!)));
    }
    expect(rooms.find((room) => room.name === "Dining Room")?.estimatedTotal).toBe("160200.00"); // 42,000 + 47,200 + 28,500 + 24,500 + 18,000
  });

  it("adds two quotes of the sample items through the quotes service: one the client approved, one sent and awaiting them", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);
    expect((await populate(client, projectId)).status).toBe(201);

    const listed = await quotesOnceMade(client, projectId, 2);
    expect(listed).toHaveLength(2);
    const quotes = await Promise.all(listed.map(async ({ id }) => quoteSchema.parse((await client.get(`/api/quotes/${id}`)).json)));
    const approved = quotes.find((quote) => quote.status === "approved")!;
    const sent = quotes.find((quote) => quote.status === "sent")!;
    // Marked sample, and never mailed to the project's real client.
    expect(approved).toMatchObject({ title: "Constantia family home — Living Room, Main Bedroom and Kitchen", sample: true, sentTo: null, approvedAt: expect.any(String) });
    expect(sent).toMatchObject({ title: "Constantia family home — Dining Room and Study", sample: true, sentTo: null, sentAt: expect.any(String), approvedAt: null });
    expect(approved.number).not.toBe(sent.number);

    const rooms = roomSchema.array().parse((await client.get(`/api/projects/${projectId}/rooms`)).json);
    const items = (await Promise.all(rooms.map(async (room) => roomItemSchema.array().parse((await client.get(`/api/rooms/${room.id}/items`)).json)))).flat();
    const itemsById = new Map(items.map((item) => [item.id, item]));
    expect([...approved.lines, ...sent.lines].map((line) => line.roomItemId)).toEqual(items.map((item) => item.id));
    for (const quote of quotes) {
      for (const line of quote.lines) expectPricedFromItem(line, itemsById.get(line.roomItemId!)!);
      const { subtotal, vat, total } = quoteTotals(quote.lines);
      expect(quote, quote.title).toMatchObject({ subtotal, vat, total });
    }
    expect(sent.lines.map((line) => line.roomName)).toEqual([...Array<string>(5).fill("Dining Room"), ...Array<string>(5).fill("Study")]);
  });

  it("makes the sample's quotes once however often the event is delivered", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);
    expect((await populate(client, projectId)).status).toBe(201);
    const made = await quotesOnceMade(client, projectId, 2);
    expect(made).toHaveLength(2);

    const event = await sampleDataEventOf(projectId);
    const payload = sampleDataAddedEvent.payload.parse(event.data);
    const redeliver = () => asTheWorkerRuns(sampleDataAddedEvent.name, makeSampleQuotes(workers.deps))(payload, capturingContext({ studioId: payload.studioId, userId: payload.userId, projectId }, undefined, event.id));
    await Promise.all([redeliver(), redeliver()]);
    await redeliver();

    expect(await quoteCount(projectId)).toBe(2);
    const listed = projectQuoteSchema.array().parse((await client.get(`/api/projects/${projectId}/quotes`)).json);
    expect(listed.map(({ id, number, total }) => ({ id, number, total })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      made.map(({ id, number, total }) => ({ id, number, total })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("refuses a project that already has rooms with 409, and adds nothing", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);
    expect((await client.post(`/api/projects/${projectId}/rooms`, { name: "Entrance Hall" })).status).toBe(201);

    const response = await populate(client, projectId);

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: "This project already has rooms" });
    expect(await roomCount(projectId)).toBe(1);
    expect(await sampleDataEventCount(projectId)).toBe(0);
  });

  it("fills a project once when asked twice at the same moment", async () => {
    const client = await signedIn();
    const projectId = await newProject(client);

    const statuses = (await Promise.all([populate(client, projectId), populate(client, projectId)])).map((response) => response.status);

    expect(statuses.sort()).toEqual([201, 409]);
    expect(await roomCount(projectId)).toBe(5);
  });

  it("answers 404 for another studio's project and leaves it untouched", async () => {
    const owner = await signedIn();
    const projectId = await newProject(owner);

    const response = await populate(await signedIn(), projectId);

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: "Project not found" });
    expect(await roomCount(projectId)).toBe(0);
  });

  it("answers 404 for an id that names no project", async () => {
    const client = await signedIn();
    expect((await populate(client, "not-a-uuid")).status).toBe(404);
    expect((await populate(client, "6f1c1f59-8d5e-4c55-9d7e-3f9a3c1f0b11")).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    const client = new TestClient(stack.gatewayUrl);
    expect((await populate(client, "6f1c1f59-8d5e-4c55-9d7e-3f9a3c1f0b11")).status).toBe(401);
  });
});

/** A project filled with the sample home, once its quotes are made and logistics has drafted the approved one's orders. */
async function sampleProject(client: TestClient): Promise<{ projectId: string; quotes: ProjectQuote[] }> {
  const projectId = await newProject(client);
  expect((await populate(client, projectId)).status).toBe(201);
  const quotes = await quotesOnceMade(client, projectId, 2);
  expect(quotes).toHaveLength(2);
  await expect.poll(() => stack.auth.prisma.purchaseOrder.count({ where: { projectId } }), { timeout: 20_000 }).toBe(7);
  return { projectId, quotes };
}

describe("a sample home", () => {
  it("is marked, and reaches no figure, notification, timeline, portal or mailbox of the studio's", async () => {
    const client = await signedIn();
    const { projectId, quotes } = await sampleProject(client);
    const { studioId } = await stack.auth.prisma.project.findUniqueOrThrow({ where: { id: projectId } });

    const rooms = roomSchema.array().parse((await client.get(`/api/projects/${projectId}/rooms`)).json);
    expect(rooms.map((room) => room.sample)).toEqual([true, true, true, true, true]);
    // The approval reached the projects service's subscribers, which told nobody and put it on no timeline in anyone's name.
    const [approvedEvent] = await stack.auth.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT id::text FROM outbox_events WHERE type = ${`event.${quoteApprovedEvent.name}`} AND payload->'data'->>'projectId' = ${projectId}`;
    const events = new Queue(eventQueueOf("projects"), { connection: redis });
    try {
      await eventDelivery(events, stack.auth.prisma).delivered(approvedEvent!.id);
    } finally {
      await events.close();
    }
    expect(await stack.auth.prisma.notification.count({ where: { studioId } })).toBe(0);
    expect(await stack.auth.prisma.timelineEvent.count({ where: { projectId, category: "approval" } })).toBe(0);

    expect(dashboardStatsSchema.parse((await client.get("/api/dashboard/stats")).json)).toMatchObject({ totalRevenue: "0.00", pendingApprovals: 0 });
    const analytics = dashboardAnalyticsSchema.parse((await client.get("/api/analytics/dashboard")).json);
    expect(analytics.revenue!.yearly).toBe("0.00");
    expect(analytics.forecast!.projected).toBe("0.00");
    expect(analytics.projects.conversion_rate).toBe(0);
    expect(analytics.trends.avg_room_cost).toBeNull();

    const link = portalTokenResponseSchema.parse((await client.post(`/api/projects/${projectId}/portal-token`)).json);
    const token = link.portalUrl.split("/").pop()!;
    const portal = clientPortalSchema.parse((await new TestClient(stack.gatewayUrl).get(`/api/client-portal/${projectId}/${token}`)).json);
    expect({ rooms: portal.rooms, quotes: portal.quotes }).toEqual({ rooms: [], quotes: [] });
    const sent = quotes.find((quote) => quote.status === "sent")!;
    const approve = await new TestClient(stack.gatewayUrl).post(`/api/client-portal/${projectId}/${token}/quotes/${sent.id}/approve`, { signatureName: "Someone" });
    expect(approve.status).toBe(404);

    const send = await client.post(`/api/quotes/${sent.id}/send`, {});
    expect({ status: send.status, json: send.json }).toEqual({ status: 409, json: { message: QUOTE_CONTENT_MESSAGES.sample } });
  });

  it("is taken away exactly by Remove Sample Data: the designer's own room and a sample supplier they use stay", async () => {
    const client = await signedIn();
    const { projectId } = await sampleProject(client);
    const { studioId } = await stack.auth.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    const ownRoom = (await client.post(`/api/projects/${projectId}/rooms`, { name: "Entrance Hall" })).json.id as string;
    const keptSupplier = await stack.auth.prisma.supplier.findFirstOrThrow({ where: { studioId, sample: true }, orderBy: { name: "asc" } });
    const ownItem = (await client.post(`/api/rooms/${ownRoom}/items`, { name: "Console table", costEstimate: "12000" })).json.id as string;
    expect((await client.request("PUT", `/api/items/${ownItem}`, { json: { supplierId: keptSupplier.id } })).status).toBe(200);
    expect(await stack.auth.prisma.productionItem.count({ where: { projectId } })).toBeGreaterThan(0);

    const removed = await client.request("DELETE", `/api/populate-sample-data/${projectId}`);

    expect({ status: removed.status, json: removed.json }).toEqual({ status: 200, json: { rooms: 5, quotes: 2, purchaseOrders: 7, suppliers: 6 } });
    const left = await Promise.all([
      stack.auth.prisma.room.findMany({ where: { projectId }, select: { id: true } }),
      stack.auth.prisma.roomItem.findMany({ where: { room: { projectId } }, select: { id: true } }),
      stack.auth.prisma.quote.count({ where: { projectId } }),
      stack.auth.prisma.purchaseOrder.count({ where: { projectId } }),
      stack.auth.prisma.productionItem.count({ where: { projectId } }),
      stack.auth.prisma.supplier.findMany({ where: { studioId }, select: { id: true } }),
    ]);
    expect(left).toEqual([[{ id: ownRoom }], [{ id: ownItem }], 0, 0, 0, [{ id: keptSupplier.id }]]);

    const again = await client.request("DELETE", `/api/populate-sample-data/${projectId}`);
    expect(again.json).toEqual({ rooms: 0, quotes: 0, purchaseOrders: 0, suppliers: 0 });
  });
});

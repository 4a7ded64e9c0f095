import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Queue } from "bullmq";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityPageSchema,
  DEFAULT_STUDIO_TIME_ZONE,
  deliveryCompletedEvent,
  deliveryDelayedEvent,
  deliveryInTransitEvent,
  eventQueueOf,
  flagDelayedVisitsJob,
  installationCompletedEvent,
  installationDelayedEvent,
  outboxTypeOf,
  productionItemSchema,
  projectPurchaseOrdersSchema,
  purchaseOrderCancelledEvent,
  purchaseOrderSentEvent,
  quoteApprovedEvent,
  roomItemSchema,
  shownTimelineStatus,
  studioDay,
  supplierSchema,
  timelineEventSchema,
  timelineProgress,
} from "@atelier/contracts";
import type { RoomItem } from "@atelier/db";
import { actAs, createRedis, systemActor, writeEvent } from "@atelier/kit";
import { DELAY_GRACE_MS, flagDelayedVisits as flagAnyDelayedVisits } from "../../services/logistics/src/delays/flag-delayed-visits";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import type { TestClient } from "../support/http-client";
import { finishedJob } from "../support/jobs";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

/** The hourly check, as its scheduled job runs it: as Atelier. */
const flagDelayedVisits = (...args: Parameters<typeof flagAnyDelayedVisits>) => actAs(systemActor(flagDelayedVisitsJob.name), () => flagAnyDelayedVisits(...args));

let stack: TestStack;
let projectsWorkers: ProjectsTestWorkers;
let logisticsWorkers: LogisticsTestWorkers;
let quotesWorkers: QuotesTestWorkers;
let redis: ReturnType<typeof createRedis>;
let projectsEvents: Queue;
let logisticsEvents: Queue;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;
let strangersStudioId: string;
let userId: string;

const prisma = () => stack.auth.prisma;
const heard = () => eventDelivery(projectsEvents, prisma());

beforeAll(async () => {
  stack = await startTestStack();
  [projectsWorkers, logisticsWorkers, quotesWorkers] = await Promise.all([startProjectsWorkers(stack), startLogisticsWorkers(stack), startQuotesWorkers({ ...stack.storageSettings })]);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  projectsEvents = new Queue(eventQueueOf("projects"), { connection: redis });
  logisticsEvents = new Queue(eventQueueOf("logistics"), { connection: redis });
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  userId = signedIn.user.id;
  const other = await signedInDesigner(stack.gatewayUrl);
  stranger = other.client;
  strangersStudioId = other.user.studio.id;
});
afterAll(async () => {
  await Promise.all([projectsEvents.close(), logisticsEvents.close()]);
  await redis.quit();
  await Promise.all([projectsWorkers.close(), logisticsWorkers.close(), quotesWorkers.close()]);
  await stack.close();
});

/** A project of the client's, with a Lounge room holding these items. */
async function projectWithItems(names: string[], client = designer): Promise<{ projectId: string; roomId: string; itemIds: string[] }> {
  const projectId = (await client.post("/api/projects", newProject)).json.id as string;
  const roomId = (await client.post(`/api/projects/${projectId}/rooms`, { name: "Lounge" })).json.id as string;
  const itemIds: string[] = [];
  for (const name of names) {
    const response = await client.post(`/api/rooms/${roomId}/items`, { name, costEstimate: "1000.00" });
    expect(response.status, response.text).toBe(201);
    itemIds.push(response.json.id);
  }
  return { projectId, roomId, itemIds };
}

const itemRow = (id: string): Promise<RoomItem> => prisma().roomItem.findUniqueOrThrow({ where: { id } });

/** The room's items as the room page reads them. */
async function roomItems(roomId: string): Promise<Map<string, ReturnType<typeof roomItemSchema.parse>>> {
  const response = await designer.get(`/api/rooms/${roomId}/items`);
  expect(response.status, response.text).toBe(200);
  return new Map(roomItemSchema.array().parse(response.json).map((item) => [item.id, item]));
}

/** Writes an event as logistics does, and waits for the projects worker to have heard it. */
async function told(write: (id: string) => Promise<void>): Promise<string> {
  const eventId = randomUUID();
  await write(eventId);
  await heard().delivered(eventId);
  return eventId;
}

const ordered = (projectId: string, items: Array<{ roomItemId: string; eta: string | null }>, sentAt = "2026-11-20T08:00:00.000Z", owner = studioId) =>
  told((id) => writeEvent(prisma(), purchaseOrderSentEvent, id, { purchaseOrderId: randomUUID(), projectId, studioId: owner, number: "PO-2026-0042", supplierName: "Weylandts", sentAt, items }));
const leaving = (projectId: string, roomItemIds: string[], at = "2026-12-03T07:30:00.000Z", owner = studioId) =>
  told((id) => writeEvent(prisma(), deliveryInTransitEvent, id, { deliveryId: randomUUID(), projectId, studioId: owner, deliveryNumber: "DEL-2026-004", roomItemIds, at }));
const arrived = (projectId: string, roomItemIds: string[], deliveredAt = "2026-12-03T11:00:00.000Z", owner = studioId) =>
  told((id) => writeEvent(prisma(), deliveryCompletedEvent, id, { deliveryId: randomUUID(), projectId, studioId: owner, deliveryNumber: "DEL-2026-004", roomItemIds, deliveredAt }));
const installed = (projectId: string, completedAt = "2026-12-05T15:00:00.000Z", owner = studioId) =>
  told((id) => writeEvent(prisma(), installationCompletedEvent, id, { installationId: randomUUID(), projectId, studioId: owner, title: "Lounge install", completedAt }));

describe("a room item on its way to the client", () => {
  it("is ordered with its purchase order's number and eta, in transit, delivered and installed, each dated, and a second delivery of any event changes nothing", async () => {
    const { projectId, roomId, itemIds } = await projectWithItems(["Linen sofa", "Oak table"]);
    const [sofa, table] = itemIds as [string, string];
    const eventIds = [
      await ordered(projectId, [{ roomItemId: sofa, eta: "2026-12-01" }, { roomItemId: table, eta: null }]),
      await leaving(projectId, [sofa]),
      await arrived(projectId, [sofa]),
      await installed(projectId),
    ];
    const items = await roomItems(roomId);
    expect(items.get(sofa)).toMatchObject({ status: "installed", purchaseOrder: "PO-2026-0042", eta: "2026-12-01", overdue: false });
    expect(items.get(table)).toMatchObject({ status: "ordered", purchaseOrder: "PO-2026-0042", eta: null });
    expect(await itemRow(sofa)).toMatchObject({
      orderedAt: new Date("2026-11-20T08:00:00.000Z"),
      inTransitAt: new Date("2026-12-03T07:30:00.000Z"),
      deliveredAt: new Date("2026-12-03T11:00:00.000Z"),
      installedAt: new Date("2026-12-05T15:00:00.000Z"),
    });
    expect(await itemRow(table)).toMatchObject({ inTransitAt: null, deliveredAt: null, installedAt: null });

    const before = await Promise.all(itemIds.map(itemRow));
    for (const eventId of eventIds) await heard().redeliver(eventId);
    expect(await Promise.all(itemIds.map(itemRow))).toEqual(before);
  });

  it("never moves back: an order marked sent after the delivery only dates it, and a cancelled item stays cancelled", async () => {
    const { projectId, itemIds } = await projectWithItems(["Brass lamp", "Velvet cushion"]);
    const [lamp, cushion] = itemIds as [string, string];
    await designer.request("PUT", `/api/items/${cushion}`, { json: { status: "cancelled" } });
    await arrived(projectId, [lamp, cushion], "2026-12-02T10:00:00.000Z");
    await ordered(projectId, [{ roomItemId: lamp, eta: "2026-12-10" }, { roomItemId: cushion, eta: "2026-12-10" }], "2026-12-04T09:00:00.000Z");
    expect(await itemRow(lamp)).toMatchObject({ status: "delivered", deliveredAt: new Date("2026-12-02T10:00:00.000Z"), orderedAt: new Date("2026-12-04T09:00:00.000Z") });
    expect(await itemRow(cushion)).toMatchObject({ status: "cancelled", deliveredAt: null, orderedAt: null });
  });

  it("installs only what the project had delivered by the time the installation was done", async () => {
    const { projectId, itemIds } = await projectWithItems(["Rug", "Mirror", "Pendant"]);
    const [rug, mirror, pendant] = itemIds as [string, string, string];
    await ordered(projectId, itemIds.map((roomItemId) => ({ roomItemId, eta: null })));
    await arrived(projectId, [rug], "2026-12-01T10:00:00.000Z");
    await arrived(projectId, [mirror], "2026-12-09T10:00:00.000Z");
    await installed(projectId, "2026-12-05T15:00:00.000Z");
    expect((await Promise.all([rug, mirror, pendant].map(itemRow))).map((item) => item.status)).toEqual(["installed", "delivered", "ordered"]);
  });

  it("changes nothing of another studio's items, whichever studio the event names", async () => {
    const theirs = await projectWithItems(["Their sofa"], stranger);
    const [item] = theirs.itemIds as [string];
    const before = await itemRow(item);
    await ordered(theirs.projectId, [{ roomItemId: item, eta: null }]);
    const mine = await projectWithItems([]);
    await arrived(mine.projectId, [item]);
    await leaving(mine.projectId, [item], undefined, strangersStudioId);
    expect(await itemRow(item)).toEqual(before);
  });
});

/** The designer's approved quote of one room item supplied by a supplier with an e-mail, as logistics drafts from it. */
async function orderedFromApproval(): Promise<{ projectId: string; roomId: string; itemId: string; purchaseOrderId: string }> {
  const { projectId, roomId, itemIds } = await projectWithItems(["Walnut sideboard"]);
  const supplier = await designer.post("/api/suppliers", { name: `Cape Joinery ${randomUUID().slice(0, 6)}`, email: "orders@capejoinery.co.za", leadTimeDays: 28 });
  expect(supplier.status, supplier.text).toBe(201);
  await designer.request("PUT", `/api/items/${itemIds[0]}`, { json: { supplierId: supplier.json.id } });
  const quote = await prisma().quote.create({
    data: { studioId, projectId, number: `Q-2026-${randomUUID().slice(0, 6)}`, title: "Lounge", status: "approved", approvedAt: new Date("2026-11-02T08:00:00Z"), createdById: userId },
  });
  await prisma().quoteLine.create({
    data: { quoteId: quote.id, kind: "item", roomItemId: itemIds[0], roomName: "Lounge", name: "Walnut sideboard", quantity: 1, unitCost: "18000.00", markupPercent: "30.00", unitPrice: "23400.00", lineTotal: "23400.00" },
  });
  const eventId = randomUUID();
  await writeEvent(prisma(), quoteApprovedEvent, eventId, { quoteId: quote.id, projectId, studioId, number: quote.number, version: 1, approvalId: randomUUID(), signedBy: "Thandi Mokoena", total: "26910.00" });
  await eventDelivery(logisticsEvents, prisma()).delivered(eventId);
  const orders = projectPurchaseOrdersSchema.parse((await designer.get(`/api/projects/${projectId}/purchase-orders`)).json);
  return { projectId, roomId, itemId: itemIds[0]!, purchaseOrderId: orders.purchaseOrders[0]!.id };
}

/** A drawn signature as the pad exports it. */
async function signaturePng(): Promise<string> {
  const stroke = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 C 120 20, 220 190, 570 50" stroke="#111" stroke-width="4" fill="none"/></svg>');
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([{ input: stroke }]).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

describe("logistics' own changes", () => {
  it("mails a purchase order, keeps the very PDF mailed and serves it, and its item becomes ordered under the order's number, expected with its production", async () => {
    const { roomId, itemId, purchaseOrderId } = await orderedFromApproval();
    const started = await designer.post(`/api/purchase-orders/${purchaseOrderId}/send`);
    expect(started.status, started.text).toBe(202);
    expect((await finishedJob(designer, started.json.jobId)).state).toBe("completed");

    const order = await prisma().purchaseOrder.findUniqueOrThrow({ where: { id: purchaseOrderId } });
    const names = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
    const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
    const mailed = mails.find((mail) => mail.subject?.startsWith(`Purchase order ${order.number} `))!.attachments[0]!.content;
    expect(order.pdfSha256).toBe(createHash("sha256").update(mailed).digest("hex"));
    const pdf = await fetch(`${stack.gatewayUrl}/api/purchase-orders/${purchaseOrderId}/pdf`, { headers: { cookie: designer.cookieHeader } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("etag")).toBe(`"${order.pdfSha256}"`);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(mailed)).toBe(true);
    const strangers = await fetch(`${stack.gatewayUrl}/api/purchase-orders/${purchaseOrderId}/pdf`, { headers: { cookie: stranger.cookieHeader } });
    expect(strangers.status).toBe(404);

    const [sent] = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(purchaseOrderSentEvent), payload: { path: ["data", "purchaseOrderId"], equals: purchaseOrderId } } });
    await heard().delivered(sent!.id);
    const production = await prisma().productionItem.findFirstOrThrow({ where: { quoteLine: { roomItemId: itemId } } });
    expect((await roomItems(roomId)).get(itemId)).toMatchObject({ status: "ordered", purchaseOrder: order.number, eta: production.estimatedCompletion!.toISOString().slice(0, 10) });
  });

  it("puts a delivery's items in transit when it leaves and delivers them when it is signed for", async () => {
    const { projectId, roomId, itemId } = await orderedFromApproval();
    const production = await prisma().productionItem.findFirstOrThrow({ where: { quoteLine: { roomItemId: itemId } } });
    const scheduled = await designer.post(`/api/projects/${projectId}/deliveries`, { items: [{ productionItemId: production.id }], date: "2026-12-03", time: "09:00" });
    expect(scheduled.status, scheduled.text).toBe(201);
    const deliveryId = scheduled.json.id as string;
    expect((await designer.request("PUT", `/api/deliveries/${deliveryId}`, { json: { status: "in_transit" } })).status).toBe(200);
    await expect.poll(async () => (await roomItems(roomId)).get(itemId)?.status, { timeout: 15_000 }).toBe("in_transit");
    const deliveredDate = new Date(Date.now() - 60_000).toISOString();
    const confirmed = await designer.request("PUT", `/api/deliveries/${deliveryId}`, { json: { status: "completed", podSignature: await signaturePng(), receivedBy: "Thandi Mokoena", deliveredDate } });
    expect(confirmed.status, confirmed.text).toBe(200);
    await expect.poll(async () => (await roomItems(roomId)).get(itemId)?.status, { timeout: 15_000 }).toBe("delivered");
    expect(await itemRow(itemId)).toMatchObject({ deliveredAt: new Date(deliveredDate) });
    const productions = productionItemSchema.array().parse((await designer.get(`/api/projects/${projectId}/productions`)).json);
    expect(productions[0]!.whereabouts).toMatchObject({ stage: "delivered", dates: { delivered: deliveredDate } });
  });
});

describe("a cancelled purchase order", () => {
  /** The order's purchase-order.cancelled event, once the projects worker has heard it. */
  async function cancelHeard(purchaseOrderId: string): Promise<string> {
    const [cancelled] = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(purchaseOrderCancelledEvent), payload: { path: ["data", "purchaseOrderId"], equals: purchaseOrderId } } });
    await heard().delivered(cancelled!.id);
    return cancelled!.id;
  }

  it("puts its items still only ordered back to not ordered and on the list to order, and a redelivery changes nothing more", async () => {
    const { roomId, itemId, purchaseOrderId } = await orderedFromApproval();
    expect((await designer.post(`/api/purchase-orders/${purchaseOrderId}/status`, { status: "sent" })).status).toBe(200);
    const order = await prisma().purchaseOrder.findUniqueOrThrow({ where: { id: purchaseOrderId } });
    await expect.poll(async () => (await roomItems(roomId)).get(itemId)?.status, { timeout: 15_000 }).toBe("ordered");
    expect(await itemRow(itemId)).toMatchObject({ purchaseOrder: order.number, orderedAt: expect.any(Date) });

    const cancelled = await designer.post(`/api/purchase-orders/${purchaseOrderId}/status`, { status: "cancelled" });
    expect(cancelled.status, cancelled.text).toBe(200);
    const eventId = await cancelHeard(purchaseOrderId);

    expect(await itemRow(itemId)).toMatchObject({ status: null, orderedAt: null, purchaseOrder: null });
    expect((await roomItems(roomId)).get(itemId)).toMatchObject({ status: null, purchaseOrder: null });
    const orders = projectPurchaseOrdersSchema.parse((await designer.get(`/api/projects/${order.projectId}/purchase-orders`)).json);
    expect(orders.toOrder.map((line) => line.name)).toEqual(["Walnut sideboard"]);

    await designer.request("PUT", `/api/items/${itemId}`, { json: { status: "ordered" } });
    await heard().redeliver(eventId);
    expect(await itemRow(itemId)).toMatchObject({ status: "ordered" });
  });

  it("leaves an item already in transit, and another studio's item even when the event names it", async () => {
    const { projectId, roomId, itemId, purchaseOrderId } = await orderedFromApproval();
    expect((await designer.post(`/api/purchase-orders/${purchaseOrderId}/status`, { status: "sent" })).status).toBe(200);
    await expect.poll(async () => (await roomItems(roomId)).get(itemId)?.status, { timeout: 15_000 }).toBe("ordered");
    await leaving(projectId, [itemId]);
    const theirs = await projectWithItems(["Their sofa"], stranger);
    const [their] = theirs.itemIds as [string];
    await ordered(theirs.projectId, [{ roomItemId: their, eta: null }], undefined, strangersStudioId);
    const number = (await itemRow(their)).purchaseOrder!;

    expect((await designer.post(`/api/purchase-orders/${purchaseOrderId}/status`, { status: "cancelled" })).status).toBe(200);
    await cancelHeard(purchaseOrderId);
    await told((id) => writeEvent(prisma(), purchaseOrderCancelledEvent, id, { purchaseOrderId: randomUUID(), projectId, studioId, number, cancelledAt: new Date().toISOString(), roomItemIds: [their] }));

    expect(await itemRow(itemId)).toMatchObject({ status: "in_transit", orderedAt: expect.any(Date) });
    expect(await itemRow(their)).toMatchObject({ status: "ordered", purchaseOrder: number });
  });
});

describe("the delayed check", () => {
  it("marks a scheduled delivery or installation delayed once its time passed by the grace without it leaving or starting, once, and the timeline hears of it", async () => {
    const { projectId } = await projectWithItems([]);
    const now = new Date();
    const late = new Date(now.getTime() - DELAY_GRACE_MS - 60_000);
    const soon = new Date(now.getTime() - DELAY_GRACE_MS + 60_000);
    const delivery = (status: "scheduled" | "in_transit", scheduledDate: Date) =>
      prisma().delivery.create({ data: { studioId, projectId, deliveryNumber: `DEL-T-${randomUUID().slice(0, 8)}`, status, scheduledDate } });
    const [lateDelivery, graceDelivery, leftDelivery] = await Promise.all([delivery("scheduled", late), delivery("scheduled", soon), delivery("in_transit", late)]);
    const [lateInstall, startedInstall] = await Promise.all([
      prisma().installation.create({ data: { projectId, title: "Lighting install", scheduledDate: late } }),
      prisma().installation.create({ data: { projectId, title: "Rug install", scheduledDate: late, status: "in_progress" } }),
    ]);

    const first = await flagDelayedVisits(prisma(), now);
    expect(first.deliveries.filter((id) => id === projectId)).toHaveLength(1);
    expect(first.installations.filter((id) => id === projectId)).toHaveLength(1);
    const statuses = async () => [
      ...(await prisma().delivery.findMany({ where: { id: { in: [lateDelivery.id, graceDelivery.id, leftDelivery.id] } }, select: { id: true, status: true } })),
      ...(await prisma().installation.findMany({ where: { id: { in: [lateInstall.id, startedInstall.id] } }, select: { id: true, status: true } })),
    ];
    expect(Object.fromEntries((await statuses()).map((row) => [row.id, row.status]))).toEqual({
      [lateDelivery.id]: "delayed",
      [graceDelivery.id]: "scheduled",
      [leftDelivery.id]: "in_transit",
      [lateInstall.id]: "delayed",
      [startedInstall.id]: "in_progress",
    });
    expect((await flagDelayedVisits(prisma(), now)).deliveries).not.toContain(projectId);
    const activityOf = async (type: "delivery" | "installation") => activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=${type}`)).json).entries;
    const [deliveryEntries, installationEntries] = [await activityOf("delivery"), await activityOf("installation")];
    const byTheCheck = { actor: { kind: "system", userId: null, name: "Atelier", cause: flagDelayedVisitsJob.name }, action: "updated", changes: [{ field: "status", label: "Status", before: "Scheduled", after: "Delayed" }] };
    // Once each, though the check ran twice.
    expect(deliveryEntries).toEqual([expect.objectContaining({ ...byTheCheck, record: { type: "delivery", id: lateDelivery.id, label: lateDelivery.deliveryNumber } })]);
    expect(installationEntries).toEqual([expect.objectContaining({ ...byTheCheck, record: { type: "installation", id: lateInstall.id, label: `Lighting install on ${studioDay(late, DEFAULT_STUDIO_TIME_ZONE)}` } })]);

    const timeline = async () => timelineEventSchema.array().parse((await designer.get(`/api/projects/${projectId}/timeline`)).json).map((event) => event.title).sort();
    await expect.poll(timeline, { timeout: 15_000 }).toEqual([`Delivery ${lateDelivery.deliveryNumber} delayed`, "Installation delayed: Lighting install"]);
  });

  it("tells the project's designer of each slip once, and keeps it on the timeline as a notice that neither counts towards the progress nor can be marked done", async () => {
    const projectId = (await designer.post("/api/projects", { ...newProject, name: "Bishopscourt villa" })).json.id as string;
    const colleague = await prisma().user.create({ data: { studioId, email: `colleague-${randomUUID()}@example.co.za`, passwordHash: "-", firstName: "Sipho", lastName: "Dlamini", role: "designer" } });
    const milestone = await designer.post(`/api/projects/${projectId}/timeline`, { title: "Handover", date: "2099-12-01" });
    expect(milestone.status, milestone.text).toBe(201);
    const now = new Date();
    const dueAt = new Date("2026-11-20T07:00:00.000Z");
    const delivery = await prisma().delivery.create({ data: { studioId, projectId, deliveryNumber: `DEL-T-${randomUUID().slice(0, 8)}`, status: "scheduled", scheduledDate: dueAt } });
    await prisma().installation.create({ data: { projectId, title: "Chandelier install", scheduledDate: dueAt } });
    await flagDelayedVisits(prisma(), now);

    const delayedEvents = await prisma().outboxEvent.findMany({ where: { type: { in: [outboxTypeOf(deliveryDelayedEvent), outboxTypeOf(installationDelayedEvent)] }, payload: { path: ["data", "projectId"], equals: projectId } } });
    expect(delayedEvents).toHaveLength(2);
    for (const event of delayedEvents) await heard().delivered(event.id);
    const told = () => prisma().notification.findMany({ where: { projectId, kind: "visit_delayed" }, select: { userId: true, title: true, message: true, link: true }, orderBy: { title: "asc" } });
    expect(await told()).toEqual([
      { userId, title: "Delivery delayed", message: `Delivery ${delivery.deliveryNumber} for Bishopscourt villa was due to leave on 20 Nov 2026, 09:00 and has not left.`, link: `/projects/${projectId}/delivery` },
      { userId, title: "Installation delayed", message: "Chandelier install for Bishopscourt villa was due to start on 20 Nov 2026, 09:00 and has not started.", link: `/projects/${projectId}/installations` },
    ]);
    expect(await prisma().notification.count({ where: { userId: colleague.id } })).toBe(0);

    const events = timelineEventSchema.array().parse((await designer.get(`/api/projects/${projectId}/timeline`)).json);
    // Both slips share a time and their subscribers run at once, so which notice was written first is not defined.
    const notices = events.filter((event) => event.notice).sort((a, b) => a.title.localeCompare(b.title));
    expect(notices.map((event) => ({ title: event.title, overdue: event.overdue, shown: shownTimelineStatus(event) }))).toEqual([
      { title: `Delivery ${delivery.deliveryNumber} delayed`, overdue: false, shown: "notice" },
      { title: "Installation delayed: Chandelier install", overdue: false, shown: "notice" },
    ]);
    expect(timelineProgress(events)).toEqual({ completed: 0, total: 1, percent: 0 });
    const patched = await designer.request("PATCH", `/api/timeline/${notices[0]!.id}`, { json: { status: "pending" } });
    expect(patched.status).toBe(409);
    expect(patched.json).toEqual({ message: "A notice records what happened and has no status to change" });

    for (const event of delayedEvents) await heard().redeliver(event.id);
    expect(await told()).toHaveLength(2);
    expect(timelineEventSchema.array().parse((await designer.get(`/api/projects/${projectId}/timeline`)).json)).toHaveLength(3);
  });
});

describe("sample data", () => {
  /** A project of the designer's studio given the sample home, and its approved quote once the quotes worker made it. */
  async function sampleProject(): Promise<{ projectId: string; quote: { number: string; lines: Array<{ id: string }> } }> {
    const projectId = (await designer.post("/api/projects", { ...newProject, clientName: "The Naidoo family" })).json.id as string;
    expect((await designer.post(`/api/populate-sample-data/${projectId}`)).status).toBe(201);
    const approved = async () => prisma().quote.findFirst({ where: { projectId, status: "approved" }, include: { lines: { where: { kind: "item" } } } });
    await expect.poll(approved, { timeout: 20_000 }).not.toBeNull();
    return { projectId, quote: (await approved())! };
  }
  const purchaseOrdersOf = async (projectId: string) => projectPurchaseOrdersSchema.parse((await designer.get(`/api/projects/${projectId}/purchase-orders`)).json);
  const sampleSuppliers = async () => supplierSchema.array().parse((await designer.get("/api/suppliers")).json).filter((supplier) => supplier.name.endsWith(" (Sample)"));

  it("puts the sample's approved quote into production and onto draft orders of the studio's sample suppliers, through quote.approved as a client's signature does", async () => {
    const { projectId, quote } = await sampleProject();
    const productions = async () => productionItemSchema.array().parse((await designer.get(`/api/projects/${projectId}/productions`)).json);
    await expect.poll(async () => (await productions()).length, { timeout: 20_000 }).toBe(quote.lines.length);
    await expect.poll(async () => (await purchaseOrdersOf(projectId)).purchaseOrders.length, { timeout: 20_000 }).toBe(7);

    const orders = await purchaseOrdersOf(projectId);
    expect(orders.toOrder).toEqual([]);
    expect(orders.purchaseOrders.every((order) => order.status === "draft")).toBe(true);
    expect(orders.purchaseOrders.reduce((lines, order) => lines + order.lineCount, 0)).toBe(quote.lines.length);
    const suppliers = await sampleSuppliers();
    expect(orders.purchaseOrders.map((order) => order.supplier.id).sort()).toEqual(suppliers.map((supplier) => supplier.id).sort());
    const upholstery = suppliers.find((supplier) => supplier.name === "Cape Upholstery Works (Sample)")!;
    expect(upholstery).toMatchObject({ contactName: expect.any(String), email: expect.stringMatching(/@[a-z-]+\.example\.com$/), leadTimeDays: 56 });

    const sofa = await prisma().roomItem.findFirstOrThrow({ where: { name: "Three-seater sofa", room: { projectId } } });
    expect(sofa).toMatchObject({ supplierId: upholstery.id, supplier: "Cape Upholstery Works (Sample)" });
    const approvedOn = (await prisma().quote.findFirstOrThrow({ where: { projectId, status: "approved" } })).approvedAt!;
    const sofaMade = (await productions()).find((item) => item.name === "Three-seater sofa")!;
    expect(Math.round((new Date(sofaMade.estimatedCompletion!).getTime() - approvedOn.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(55);
  });

  it("gives a studio its sample suppliers once, however many projects get the sample home, and keeps one the studio archived", async () => {
    const first = await sampleProject();
    await expect.poll(async () => (await purchaseOrdersOf(first.projectId)).purchaseOrders.length, { timeout: 20_000 }).toBe(7);
    const suppliers = await sampleSuppliers();
    expect(suppliers).toHaveLength(7);
    const gallery = suppliers.find((supplier) => supplier.name === "Constantia Gallery (Sample)")!;
    expect((await designer.post(`/api/suppliers/${gallery.id}/archive`, { archived: true })).status).toBe(200);

    const second = await sampleProject();

    expect((await sampleSuppliers()).map((supplier) => supplier.id).sort()).toEqual(suppliers.map((supplier) => supplier.id).sort());
    expect(await prisma().supplier.count({ where: { studioId, name: { endsWith: " (Sample)" } } })).toBe(7);
    await expect.poll(async () => (await purchaseOrdersOf(second.projectId)).purchaseOrders.length, { timeout: 20_000 }).toBe(6);
    expect((await purchaseOrdersOf(second.projectId)).toOrder.map((line) => line.name).sort()).toEqual(["Framed photographic print", "Landscape oil on canvas"]);
    expect((await purchaseOrdersOf(first.projectId)).purchaseOrders).toHaveLength(7);
    expect(await prisma().supplier.count({ where: { studioId: strangersStudioId } })).toBe(0);
  });
});

import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventQueueOf,
  itemOverdueEvent,
  outboxTypeOf,
  PRODUCTION_STATUSES,
  PRODUCTION_TRANSITIONS,
  productionItemSchema,
  quoteApprovedEvent,
  type ProductionItem,
  type ProductionStatus,
} from "@atelier/contracts";
import { createRedis, writeEvent } from "@atelier/kit";
import { DEFAULT_LEAD_TIME_DAYS } from "../../services/logistics/src/production/lead-time";
import { flagOverdueItems } from "../../services/logistics/src/production/flag-overdue-items";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import type { TestClient } from "../support/http-client";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

let stack: TestStack;
let logistics: LogisticsTestWorkers;
let projects: ProjectsTestWorkers;
let redis: ReturnType<typeof createRedis>;
let logisticsEvents: Queue;
let logisticsDelivery: ReturnType<typeof eventDelivery>;
let designer: TestClient;
let stranger: TestClient;
let designerId: string;
let studioId: string;
let quoteCount = 0;

const prisma = () => stack.auth.prisma;

/** A project with a room of items, one with its own lead time and one from a supplier with a typical lead time. */
async function projectWithItems() {
  const projectId: string = (await designer.post("/api/projects", newProject)).json.id;
  const roomId: string = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Lounge" })).json.id;
  const sofa: string = (await designer.post(`/api/rooms/${roomId}/items`, { name: "Walnut sofa", costEstimate: 15000, leadTime: 30 })).json.id;
  const lamp: string = (await designer.post(`/api/rooms/${roomId}/items`, { name: "Brass floor lamp", costEstimate: 4000 })).json.id;
  const rug: string = (await designer.post(`/api/rooms/${roomId}/items`, { name: "Wool rug", costEstimate: 6000 })).json.id;
  const supplier = await prisma().supplier.create({ data: { studioId, name: "Cape Lighting Co", leadTimeDays: 14 } });
  await prisma().roomItem.update({ where: { id: lamp }, data: { supplierId: supplier.id } });
  return { projectId, items: { sofa, lamp, rug } };
}

/** An approved quote of the project with three item lines (given out of order), a labour line and a delivery line. */
async function approvedQuote(projectId: string, items: { sofa: string; lamp: string; rug: string }, approvedAt = new Date("2026-11-02T08:00:00Z")) {
  quoteCount += 1;
  const line = (name: string, roomItemId: string | null, kind: "item" | "labour" | "delivery", sortOrder: number) => ({
    name,
    roomItemId,
    kind,
    sortOrder,
    roomName: roomItemId ? "Lounge" : null,
    quantity: 1,
    unitCost: "100.00",
    unitPrice: "130.00",
    lineTotal: "130.00",
  });
  return prisma().quote.create({
    data: {
      studioId,
      projectId,
      number: `Q-2026-${String(quoteCount).padStart(4, "0")}`,
      title: "Lounge",
      status: "approved",
      approvedAt,
      createdById: designerId,
      lines: {
        create: [
          line("Wool rug", items.rug, "item", 3),
          line("Installation labour", null, "labour", 4),
          line("Walnut sofa", items.sofa, "item", 1),
          line("Delivery to site", null, "delivery", 5),
          line("Brass floor lamp", items.lamp, "item", 2),
        ],
      },
    },
  });
}

async function approve(quote: { id: string; projectId: string; number: string }): Promise<string> {
  const eventId = randomUUID();
  await writeEvent(prisma(), quoteApprovedEvent, eventId, {
    quoteId: quote.id,
    projectId: quote.projectId,
    number: quote.number,
    version: 1,
    studioId,
    approvalId: randomUUID(),
    signedBy: "Thandi Mokoena",
    total: "450.00",
  });
  await logisticsDelivery.delivered(eventId);
  return eventId;
}

async function productions(projectId: string, client = designer): Promise<ProductionItem[]> {
  const response = await client.get(`/api/projects/${projectId}/productions`);
  expect(response.status, response.text).toBe(200);
  return productionItemSchema.array().parse(response.json);
}

const move = (id: string, status: string, client = designer) => client.post(`/api/productions/${id}/status`, { status });

beforeAll(async () => {
  stack = await startTestStack();
  [logistics, projects] = await Promise.all([startLogisticsWorkers(stack), startProjectsWorkers(stack)]);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  logisticsEvents = new Queue(eventQueueOf("logistics"), { connection: redis });
  logisticsDelivery = eventDelivery(logisticsEvents, prisma());
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  designerId = signedIn.user.id;
  studioId = signedIn.user.studio.id;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(async () => {
  await logisticsEvents.close();
  await redis.quit();
  await Promise.all([logistics.close(), projects.close()]);
  await stack.close();
});

describe("production items from an approved quote", () => {
  it("makes one item per approved item line, with its SKU, estimated completion and QR link, and none again when the event comes twice", async () => {
    const { projectId, items } = await projectWithItems();
    expect(await productions(projectId)).toEqual([]);
    const quote = await approvedQuote(projectId, items);

    const eventId = await approve(quote);
    const made = await productions(projectId);
    expect(made.map(({ name, sku, status, estimatedCompletion, roomName }) => ({ name, sku, status, estimatedCompletion, roomName }))).toEqual([
      // Its own lead time of 30 days after the approval.
      { name: "Walnut sofa", sku: `${quote.number}-01`, status: "pending", estimatedCompletion: "2026-12-02", roomName: "Lounge" },
      // The supplier's typical 14 days.
      { name: "Brass floor lamp", sku: `${quote.number}-02`, status: "pending", estimatedCompletion: "2026-11-16", roomName: "Lounge" },
      // Nothing says: the default.
      { name: "Wool rug", sku: `${quote.number}-03`, status: "pending", estimatedCompletion: new Date(Date.UTC(2026, 10, 2 + DEFAULT_LEAD_TIME_DAYS)).toISOString().slice(0, 10), roomName: "Lounge" },
    ]);
    for (const item of made) {
      expect(item.qrCode).toBe(`/projects/${projectId}/production#item-${item.id}`);
      expect(item.whereabouts).toEqual({ stage: "approved", dates: { approved: "2026-11-02T08:00:00.000Z", ordered: null, in_transit: null, delivered: null, installed: null } });
    }
    expect(made.map((item) => item.roomItemId)).toEqual([items.sofa, items.lamp, items.rug]);

    await logisticsDelivery.redeliver(eventId);
    expect(await prisma().productionItem.count({ where: { projectId } })).toBe(3);
    // And a second event for the same quote, as a retried approval might write.
    await approve(quote);
    expect((await productions(projectId)).map((item) => item.id)).toEqual(made.map((item) => item.id));
  });

  it("takes the lead time of the supplier named on the item when it is not linked, as its purchase order does", async () => {
    const { projectId, items } = await projectWithItems();
    await prisma().supplier.create({ data: { studioId, name: "Karoo Weavers", leadTimeDays: 21 } });
    await prisma().roomItem.update({ where: { id: items.rug }, data: { supplier: " karoo weavers" } });
    await approve(await approvedQuote(projectId, items));
    expect((await productions(projectId)).find((item) => item.name === "Wool rug")!.estimatedCompletion).toBe("2026-11-23");
  });

  it("makes none for a quote that is not approved", async () => {
    const { projectId, items } = await projectWithItems();
    const quote = await approvedQuote(projectId, items);
    await prisma().quote.update({ where: { id: quote.id }, data: { status: "sent", approvedAt: null } });
    await approve(quote);
    expect(await productions(projectId)).toEqual([]);
  });
});

describe("status changes", () => {
  /** A new project's first production item, pending. */
  async function pendingItem(): Promise<string> {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    return (await productions(projectId))[0]!.id;
  }

  it("refuses every move the transitions do not allow with a 409 that changes nothing", async () => {
    const itemId = await pendingItem();
    for (const from of PRODUCTION_STATUSES) {
      await prisma().productionItem.update({ where: { id: itemId }, data: { status: from } });
      for (const to of PRODUCTION_STATUSES.filter((status) => !PRODUCTION_TRANSITIONS[from].includes(status))) {
        const response = await move(itemId, to);
        expect(response.status, `${from} → ${to}`).toBe(409);
        expect(response.json.message).toMatch(/cannot become/);
        expect((await prisma().productionItem.findUniqueOrThrow({ where: { id: itemId } })).status).toBe(from);
      }
    }
  });

  it("allows each move the transitions list, answering the item in its new status; making it is not ordering it, a sent purchase order is", async () => {
    const itemId = await pendingItem();
    const path: ProductionStatus[] = ["in_production", "quality_check", "in_production", "quality_check", "ready", "completed"];
    for (const status of path) {
      const response = await move(itemId, status);
      expect(response.status, response.text).toBe(200);
      const item = productionItemSchema.parse(response.json);
      expect(item).toMatchObject({ id: itemId, status });
      expect(item.whereabouts.stage).toBe("approved");
    }
  });

  it("answers 400 naming the field for a status that does not exist, and 404 for an unknown item", async () => {
    const itemId = await pendingItem();
    const response = await move(itemId, "shipped");
    expect(response.status).toBe(400);
    expect(response.json.errors.status).toBeDefined();
    expect((await move(randomUUID(), "in_production")).status).toBe(404);
  });
});

describe("where an item is", () => {
  it("is its room item's progress, the one record the projects service moves on, with the date of each stage", async () => {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    const sofaOf = async () => (await productions(projectId)).find((item) => item.roomItemId === items.sofa)!;
    // A sent purchase order's own row is not where the item is: its event moves the room item.
    const supplier = await prisma().supplier.create({ data: { studioId, name: "Mobelli" } });
    await prisma().purchaseOrder.create({
      data: { studioId, projectId, supplierId: supplier.id, sourceEventId: randomUUID(), number: `PO-T-${randomUUID().slice(0, 8)}`, status: "sent", sentAt: new Date("2026-11-04T10:00:00Z"), lines: { create: { quoteLineId: (await sofaOf()).quoteLineId, name: "Walnut sofa", quantity: 1, unitCost: "100.00", lineTotal: "100.00" } } },
    });
    expect((await sofaOf()).whereabouts.stage).toBe("approved");

    const progress = { orderedAt: new Date("2026-11-04T10:00:00Z"), inTransitAt: new Date("2026-12-03T07:00:00Z"), deliveredAt: new Date("2026-12-03T11:30:00Z"), installedAt: new Date("2026-12-05T15:00:00Z") };
    await prisma().roomItem.update({ where: { id: items.sofa }, data: { status: "installed", ...progress } });
    expect((await sofaOf()).whereabouts).toEqual({
      stage: "installed",
      dates: { approved: "2026-11-02T08:00:00.000Z", ordered: "2026-11-04T10:00:00.000Z", in_transit: "2026-12-03T07:00:00.000Z", delivered: "2026-12-03T11:30:00.000Z", installed: "2026-12-05T15:00:00.000Z" },
    });
    await prisma().roomItem.update({ where: { id: items.sofa }, data: { status: "cancelled" } });
    expect((await sofaOf()).whereabouts.stage).toBe("approved");
  });
});

/** The links on each page of a PDF: a label's QR code is a link to the address it encodes. */
async function linksPerPage(pdf: Buffer): Promise<string[][]> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= loaded.numPages; number += 1) {
      const annotations = (await (await loaded.getPage(number)).getAnnotations()) as Array<{ subtype: string; url?: string }>;
      pages.push(annotations.filter((annotation) => annotation.subtype === "Link").map((annotation) => annotation.url ?? ""));
    }
    return pages;
  } finally {
    await loaded.destroy();
  }
}

describe("the QR label sheet", () => {
  it("is a PDF holding one QR code per item, each printed with the address it opens on the app's origin", async () => {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    const made = await productions(projectId);

    const response = await fetch(`${stack.gatewayUrl}/api/projects/${projectId}/production-labels`, { headers: { cookie: designer.cookieHeader } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-production-labels\.pdf"$/);
    const pdf = Buffer.from(await response.arrayBuffer());

    const urls = made.map((item) => new URL(item.qrCode!, stack.gatewayUrl).toString());
    expect(await linksPerPage(pdf)).toEqual([urls]);
    // A long address wraps on the label: read the page as one run of text.
    const text = (await pdfPageTexts(pdf)).join("").replace(/\n/g, "");
    for (const item of made) {
      expect(text).toContain(item.sku!);
      expect(text).toContain(new URL(item.qrCode!, stack.gatewayUrl).toString());
    }
  });

  it("says there is nothing to label for a project without production items", async () => {
    const projectId: string = (await designer.post("/api/projects", newProject)).json.id;
    const response = await fetch(`${stack.gatewayUrl}/api/projects/${projectId}/production-labels`, { headers: { cookie: designer.cookieHeader } });
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(await linksPerPage(pdf)).toEqual([[]]);
    expect((await pdfPageTexts(pdf))[0]).toContain("No production items yet");
  });
});

describe("overdue items", () => {
  it("are reported once per item and expected date, however often the daily check runs, and their designer is told once", async () => {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    const [late, made, onTime] = await productions(projectId);
    await prisma().productionItem.update({ where: { id: late!.id }, data: { estimatedCompletion: new Date("2026-11-20T00:00:00Z") } });
    await prisma().productionItem.update({ where: { id: made!.id }, data: { estimatedCompletion: new Date("2026-11-20T00:00:00Z"), status: "ready" } });
    await prisma().productionItem.update({ where: { id: onTime!.id }, data: { estimatedCompletion: new Date("2026-11-23T00:00:00Z") } });

    // 23 November in South Africa: the 20th has passed, the 23rd has not.
    const check = (at: string) => flagOverdueItems(prisma(), new Date(at));
    await check("2026-11-22T22:30:00Z");
    await check("2026-11-23T12:00:00Z");
    await check("2026-11-24T12:00:00Z");

    const reported = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(itemOverdueEvent), payload: { path: ["data", "projectId"], equals: projectId } } });
    const byItem = reported.map((row) => (row.payload as { data: { productionItemId: string; expectedOn: string } }).data);
    // The on-time item became overdue on the 24th, once.
    expect(byItem.map(({ productionItemId, expectedOn }) => `${productionItemId}:${expectedOn}`).sort()).toEqual([`${late!.id}:2026-11-20`, `${onTime!.id}:2026-11-23`].sort());

    await expect
      .poll(() => prisma().notification.findMany({ where: { projectId, kind: "item_overdue" }, select: { userId: true, title: true } }), { timeout: 15_000, interval: 100 })
      .toEqual([
        { userId: designerId, title: "Item overdue" },
        { userId: designerId, title: "Item overdue" },
      ]);
    await check("2026-11-25T12:00:00Z");
    expect(await prisma().outboxEvent.count({ where: { type: outboxTypeOf(itemOverdueEvent), payload: { path: ["data", "projectId"], equals: projectId } } })).toBe(2);
  });

  it("shows the overdue marker on the list until the item is ready", async () => {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    const [item] = await productions(projectId);
    await prisma().productionItem.update({ where: { id: item!.id }, data: { estimatedCompletion: new Date("2020-01-01T00:00:00Z"), status: "quality_check" } });
    expect((await productions(projectId))[0]!.overdue).toBe(true);
    expect((await move(item!.id, "ready")).json.overdue).toBe(false);
  });
});

describe("another studio", () => {
  it("gets 404 for the project's productions, its label sheet and its items' status, and changes nothing", async () => {
    const { projectId, items } = await projectWithItems();
    await approve(await approvedQuote(projectId, items));
    const [item] = await productions(projectId);
    expect((await stranger.get(`/api/projects/${projectId}/productions`)).status).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/production-labels`)).status).toBe(404);
    expect((await move(item!.id, "in_production", stranger)).status).toBe(404);
    expect((await prisma().productionItem.findUniqueOrThrow({ where: { id: item!.id } })).status).toBe("pending");
  });
});

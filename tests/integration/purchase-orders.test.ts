import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Queue } from "bullmq";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityPageSchema,
  activitySentence,
  eventQueueOf,
  LOGISTICS_QUEUE,
  outboxTypeOf,
  projectPurchaseOrdersSchema,
  purchaseOrderSchema,
  purchaseOrderSentEvent,
  quoteApprovedEvent,
  supplierSchema,
  type ProjectPurchaseOrders,
  type PurchaseOrder,
} from "@atelier/contracts";
import { createRedis, writeEvent } from "@atelier/kit";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import type { TestClient } from "../support/http-client";
import { finishedJob, whileQueuePaused } from "../support/jobs";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

const YEAR = new Date().getUTCFullYear();

let stack: TestStack;
let workers: LogisticsTestWorkers;
let redis: ReturnType<typeof createRedis>;
let events: Queue;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;
let userId: string;
let projectId: string;
let roomId: string;

const prisma = () => stack.auth.prisma;

interface LineSpec {
  name: string;
  quantity: string;
  unitCost: string;
  /** The room item's link to a supplier of the studio. */
  supplierId?: string;
  /** The supplier as typed on the item (and copied to the quote line). */
  supplier?: string;
  kind?: "item" | "labour";
}

/** The last quote number this file gave out: each quote of the studio needs its own (a random one collided). */
let lastQuoteNumber = 1000;

/** An approved quote of the project with these lines, each on a room item of its own. */
async function approvedQuote(lines: LineSpec[]): Promise<{ id: string; number: string; lineIds: string[] }> {
  const number = `Q-${YEAR}-${String(++lastQuoteNumber)}`;
  const quote = await prisma().quote.create({
    data: { studioId, projectId, number, title: "Lounge and dining", status: "approved", approvedAt: new Date(), createdById: userId },
  });
  const lineIds: string[] = [];
  for (const [index, line] of lines.entries()) {
    const item = await prisma().roomItem.create({
      data: { roomId, name: line.name, quantity: line.quantity, costEstimate: "0", supplier: line.supplier ?? null, supplierId: line.supplierId ?? null },
    });
    const created = await prisma().quoteLine.create({
      data: {
        quoteId: quote.id,
        kind: line.kind ?? "item",
        roomItemId: item.id,
        roomName: "Lounge",
        name: line.name,
        quantity: line.quantity,
        unitCost: line.unitCost,
        markupPercent: "30.00",
        unitPrice: "0.00",
        lineTotal: "0.00",
        supplier: line.supplier ?? null,
        sortOrder: index,
      },
    });
    lineIds.push(created.id);
  }
  return { id: quote.id, number, lineIds };
}

const delivered = (eventId: string) => eventDelivery(events, prisma()).delivered(eventId);
const redeliver = (eventId: string) => eventDelivery(events, prisma()).redeliver(eventId);

/** quote.approved, as the quotes service writes it when the client signs, delivered to logistics. */
async function approve(quote: { id: string; number: string }, eventId = randomUUID()): Promise<string> {
  await writeEvent(prisma(), quoteApprovedEvent, eventId, {
    quoteId: quote.id,
    projectId,
    studioId,
    number: quote.number,
    version: 1,
    approvalId: randomUUID(),
    signedBy: "Pieter van der Merwe",
    total: "0.00",
  });
  await delivered(eventId);
  return eventId;
}

async function supplier(fields: Record<string, unknown>, client = designer): Promise<string> {
  const response = await client.post("/api/suppliers", fields);
  expect(response.status, response.text).toBe(201);
  return supplierSchema.parse(response.json).id;
}

async function projectOrders(): Promise<ProjectPurchaseOrders> {
  const response = await designer.get(`/api/projects/${projectId}/purchase-orders`);
  expect(response.status, response.text).toBe(200);
  return projectPurchaseOrdersSchema.parse(response.json);
}

async function order(id: string): Promise<PurchaseOrder> {
  const response = await designer.get(`/api/purchase-orders/${id}`);
  expect(response.status, response.text).toBe(200);
  return purchaseOrderSchema.parse(response.json);
}

/** A fresh draft order from a one-supplier approval, with two lines (2 × sofa, 4 × chair). */
async function draftOrder(): Promise<PurchaseOrder> {
  const from = await supplier({ name: `Weavers ${randomUUID().slice(0, 8)}`, email: "orders@weavers.co.za" });
  const quote = await approvedQuote([
    { name: "Linen sofa", quantity: "2", unitCost: "12000.00", supplierId: from },
    { name: "Oak dining chair", quantity: "4", unitCost: "2500.00", supplierId: from },
  ]);
  await approve(quote);
  const drafted = (await projectOrders()).purchaseOrders.find((each) => each.quoteId === quote.id)!;
  return order(drafted.id);
}

const setStatus = (id: string, status: string) => designer.post(`/api/purchase-orders/${id}/status`, { status });
const receive = (id: string, lines: Array<{ lineId: string; quantityReceived: number }>) => designer.post(`/api/purchase-orders/${id}/receive`, { lines });

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startLogisticsWorkers(stack);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  events = new Queue(eventQueueOf("logistics"), { connection: redis });
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  userId = signedIn.user.id;
  studioId = signedIn.user.studio.id;
  await prisma().studio.update({ where: { id: studioId }, data: { name: "Atelier Blanc Interiors", email: "studio@atelierblanc.co.za" } });
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Lounge" })).json.id;
});
afterAll(async () => {
  await events.close();
  redis.disconnect();
  await workers.close();
  await stack.close();
});

describe("suppliers", () => {
  it("are added, edited, archived and restored by the studio, with the field and reason for bad input", async () => {
    const id = await supplier({ name: "  Cape Lighting Co  ", contactName: "Ayesha Khan", email: "sales@capelighting.co.za", phone: "021 555 0100", accountNumber: "ATL-889", leadTimeDays: 21 });
    const edited = await designer.request("PUT", `/api/suppliers/${id}`, { json: { name: "Cape Lighting Company", email: "orders@capelighting.co.za", leadTimeDays: "28" } });
    expect(edited.status, edited.text).toBe(200);
    expect(supplierSchema.parse(edited.json)).toMatchObject({ name: "Cape Lighting Company", contactName: null, email: "orders@capelighting.co.za", leadTimeDays: 28, archived: false });

    const archived = await designer.post(`/api/suppliers/${id}/archive`, { archived: true });
    expect(archived.json).toMatchObject({ archived: true });
    expect((await designer.post(`/api/suppliers/${id}/archive`, { archived: false })).json).toMatchObject({ archived: false });
    const listed = (await designer.get("/api/suppliers")).json as Array<{ id: string }>;
    expect(listed.map((each) => each.id)).toContain(id);

    // The studio's own record, in no project: the owner reads it in the studio's activity.
    const entries = activityPageSchema.parse((await designer.get("/api/activity?record=supplier")).json).entries.filter((entry) => entry.record.id === id);
    expect(entries.map(activitySentence)).toEqual([
      "Nomsa Mahlangu restored supplier Cape Lighting Company",
      "Nomsa Mahlangu archived supplier Cape Lighting Company",
      "Nomsa Mahlangu changed supplier Cape Lighting Company",
      "Nomsa Mahlangu added supplier Cape Lighting Co",
    ]);
    expect(entries.map((entry) => entry.projectId)).toEqual([null, null, null, null]);
    expect(entries[2]!.changes).toEqual([
      { field: "name", label: "Name", before: "Cape Lighting Co", after: "Cape Lighting Company" },
      { field: "contactName", label: "Contact", before: "Ayesha Khan", after: null },
      { field: "email", label: "E-mail", before: "sales@capelighting.co.za", after: "orders@capelighting.co.za" },
      { field: "phone", label: "Phone", before: "021 555 0100", after: null },
      { field: "accountNumber", label: "Account number", before: "ATL-889", after: null },
      { field: "leadTimeDays", label: "Lead time (days)", before: "21", after: "28" },
    ]);

    const blank = await designer.post("/api/suppliers", { name: " ", email: "not-an-address", leadTimeDays: -3 });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.json.errors).sort()).toEqual(["email", "leadTimeDays", "name"]);
    expect(blank.json.errors.name).toEqual(["Supplier name is required"]);
  });

  it("are another studio's 404, and its list never shows them", async () => {
    const id = await supplier({ name: "Private Joinery" });
    expect((await stranger.request("PUT", `/api/suppliers/${id}`, { json: { name: "Taken" } })).status).toBe(404);
    expect((await stranger.post(`/api/suppliers/${id}/archive`, { archived: true })).status).toBe(404);
    expect(((await stranger.get("/api/suppliers")).json as Array<{ id: string }>).map((each) => each.id)).not.toContain(id);
    expect((await prisma().supplier.findUniqueOrThrow({ where: { id } })).name).toBe("Private Joinery");
  });
});

describe("drafting purchase orders from an approved quote", () => {
  it("drafts one order per supplier at cost price, lists lines without a supplier as to order, and drafts none again when the event comes twice", async () => {
    const weavers = await supplier({ name: "Karoo Weavers", email: "orders@karooweavers.co.za" });
    await supplier({ name: "Foundry & Forge" });
    const archived = await supplier({ name: "Old Mill Timber" });
    await designer.post(`/api/suppliers/${archived}/archive`, { archived: true });
    const before = await prisma().studioSequence.findUnique({ where: { studioId_name: { studioId, name: `po:${YEAR}` } } });
    const quote = await approvedQuote([
      { name: "Mohair throw", quantity: "3", unitCost: "1850.50", supplierId: weavers },
      { name: "Wool rug", quantity: "1", unitCost: "22400.00", supplier: "karoo weavers " },
      { name: "Brass floor lamp", quantity: "2", unitCost: "6400.00", supplier: "FOUNDRY & FORGE" },
      { name: "Vintage mirror", quantity: "1", unitCost: "9000.00" },
      { name: "Teak console", quantity: "1", unitCost: "14000.00", supplier: "Somebody Unknown" },
      { name: "Yellowwood bench", quantity: "1", unitCost: "7000.00", supplier: "Old Mill Timber" },
      { name: "Installation", quantity: "1", unitCost: "3000.00", kind: "labour" },
    ]);

    const eventId = await approve(quote);
    const { purchaseOrders, toOrder } = await projectOrders();
    const drafted = purchaseOrders.filter((each) => each.quoteId === quote.id);
    expect(drafted.map((each) => [each.supplier.name, each.status, each.lineCount, each.subtotal])).toEqual([
      ["Foundry & Forge", "draft", 1, "12800.00"],
      ["Karoo Weavers", "draft", 2, "27951.50"],
    ]);
    const first = (before?.value ?? 0) + 1;
    expect(drafted.map((each) => each.number).sort()).toEqual([`PO-${YEAR}-${String(first).padStart(4, "0")}`, `PO-${YEAR}-${String(first + 1).padStart(4, "0")}`]);
    const weaversOrder = await order(drafted[1]!.id);
    expect(weaversOrder.lines.map((line) => [line.name, line.quantity, line.unitCost, line.lineTotal, line.quantityReceived])).toEqual([
      ["Mohair throw", 3, "1850.50", "5551.50", 0],
      ["Wool rug", 1, "22400.00", "22400.00", 0],
    ]);
    expect(toOrder.filter((line) => line.quoteId === quote.id).map((line) => [line.name, line.supplierText])).toEqual([
      ["Vintage mirror", null],
      ["Teak console", "Somebody Unknown"],
      ["Yellowwood bench", "Old Mill Timber"],
    ]);

    await redeliver(eventId);
    expect(await prisma().purchaseOrder.count({ where: { quoteId: quote.id } })).toBe(2);
    expect(await prisma().purchaseOrderLine.count({ where: { purchaseOrder: { quoteId: quote.id } } })).toBe(3);
    const after = await prisma().studioSequence.findUniqueOrThrow({ where: { studioId_name: { studioId, name: `po:${YEAR}` } } });
    expect(after.value).toBe(first + 1);

    // The supplier a to-order line names is added afterwards: drafting the to-order lines orders it, once.
    await supplier({ name: "Somebody Unknown", email: "sales@unknown.co.za" });
    const draft = await designer.post(`/api/projects/${projectId}/purchase-orders`);
    expect(draft.status, draft.text).toBe(200);
    expect(draft.json).toEqual({ drafted: 1 });
    const later = await projectOrders();
    const teak = later.purchaseOrders.find((each) => each.supplier.name === "Somebody Unknown")!;
    expect(teak).toMatchObject({ status: "draft", quoteId: quote.id, lineCount: 1, subtotal: "14000.00", number: `PO-${YEAR}-${String(first + 2).padStart(4, "0")}` });
    expect(later.toOrder.filter((line) => line.quoteId === quote.id).map((line) => line.name)).toEqual(["Vintage mirror", "Yellowwood bench"]);
    expect((await designer.post(`/api/projects/${projectId}/purchase-orders`)).json).toEqual({ drafted: 0 });
  });

  it("orders an item from the supplier its edit links it to, which must be one of the studio's own", async () => {
    const linked = await supplier({ name: `Atlantic Upholstery ${randomUUID().slice(0, 6)}` });
    const foreign = await supplier({ name: "Someone Else's Supplier" }, stranger);
    const item = (await designer.post(`/api/rooms/${roomId}/items`, { name: "Velvet ottoman", supplier: "Typed Name Only", costEstimate: 4200 })).json.id as string;

    const refused = await designer.request("PUT", `/api/items/${item}`, { json: { supplierId: foreign } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ supplierId: ["Choose one of the studio's suppliers"] });
    const edited = await designer.request("PUT", `/api/items/${item}`, { json: { supplierId: linked } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ supplierId: linked, supplier: "Typed Name Only" });

    const quote = await prisma().quote.create({
      data: {
        studioId,
        projectId,
        number: `Q-${YEAR}-7777`,
        title: "Ottoman",
        status: "approved",
        lines: { create: { roomItemId: item, name: "Velvet ottoman", supplier: "Typed Name Only", quantity: 1, unitCost: "4200.00", unitPrice: "5460.00", lineTotal: "5460.00" } },
      },
    });
    await approve(quote);
    const drafted = (await projectOrders()).purchaseOrders.filter((each) => each.quoteId === quote.id);
    expect(drafted.map((each) => [each.supplier.id, each.subtotal])).toEqual([[linked, "4200.00"]]);
    expect((await designer.request("PUT", `/api/items/${item}`, { json: { supplierId: null } })).json.supplierId).toBeNull();
  });

  it("links an item to the studio's supplier its typed name is, and orders a to-order line from the supplier chosen for it", async () => {
    const brass = await supplier({ name: `Cape Brass ${randomUUID().slice(0, 6)}` });
    const brassName = (await prisma().supplier.findUniqueOrThrow({ where: { id: brass } })).name;
    const typed = await designer.post(`/api/rooms/${roomId}/items`, { name: "Brass sconce", supplier: ` ${brassName.toUpperCase()} ` });
    expect(typed.json).toMatchObject({ supplierId: brass, supplier: brassName.toUpperCase() });
    const renamed = await designer.request("PUT", `/api/items/${typed.json.id}`, { json: { supplier: "Nobody We Know" } });
    expect(renamed.json).toMatchObject({ supplierId: null, supplier: "Nobody We Know" });

    const quote = await approvedQuote([{ name: "Brass pendant", quantity: "2", unitCost: "3100.00", supplier: "Cape Brsas" }]);
    await approve(quote);
    const [line] = (await projectOrders()).toOrder.filter((each) => each.quoteId === quote.id);
    expect(line).toMatchObject({ name: "Brass pendant", supplierText: "Cape Brsas", supplierId: null });
    const chosen = await designer.request("PUT", `/api/items/${line!.roomItemId}`, { json: { supplierId: brass } });
    expect(chosen.status, chosen.text).toBe(200);
    expect((await projectOrders()).toOrder.find((each) => each.quoteLineId === line!.quoteLineId)?.supplierId).toBe(brass);

    expect((await designer.post(`/api/projects/${projectId}/purchase-orders`)).json).toEqual({ drafted: 1 });
    const drafted = (await projectOrders()).purchaseOrders.filter((each) => each.quoteId === quote.id);
    expect(drafted.map((each) => [each.supplier.id, each.subtotal])).toEqual([[brass, "6200.00"]]);
  });

  it("puts a cancelled order's lines back on the to-order list", async () => {
    const drafted = await draftOrder();
    expect((await setStatus(drafted.id, "cancelled")).json).toMatchObject({ status: "cancelled" });
    const { toOrder } = await projectOrders();
    expect(toOrder.filter((line) => drafted.lines.some((each) => each.quoteLineId === line.quoteLineId))).toHaveLength(2);
  });
});

describe("a purchase order's status", () => {
  it("goes draft → sent → acknowledged → partly received → received, line by line, and refuses every other step with 409", async () => {
    const drafted = await draftOrder();
    const [sofa, chair] = drafted.lines;
    expect((await setStatus(drafted.id, "acknowledged")).status).toBe(409);
    expect((await receive(drafted.id, [{ lineId: sofa!.id, quantityReceived: 1 }])).status).toBe(409);

    const sent = await setStatus(drafted.id, "sent");
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ status: "sent", sentTo: null });
    const sentEvents = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(purchaseOrderSentEvent) } });
    expect(sentEvents.filter((event) => (event.payload as { data: { purchaseOrderId: string } }).data.purchaseOrderId === drafted.id)).toHaveLength(1);
    const again = await setStatus(drafted.id, "sent");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This purchase order is sent and cannot be sent");

    expect((await setStatus(drafted.id, "acknowledged")).json).toMatchObject({ status: "acknowledged" });
    expect((await setStatus(drafted.id, "acknowledged")).status).toBe(409);

    const tooMany = await receive(drafted.id, [{ lineId: sofa!.id, quantityReceived: 3 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors["lines.0.quantityReceived"]).toEqual(["At most 2 can be received for Linen sofa"]);
    const foreign = await receive(drafted.id, [{ lineId: randomUUID(), quantityReceived: 1 }]);
    expect(foreign.json.errors["lines.0.lineId"]).toEqual(["This line is not on the purchase order"]);
    expect((await receive(drafted.id, [])).status).toBe(400);

    const partly = await receive(drafted.id, [{ lineId: sofa!.id, quantityReceived: 2 }, { lineId: chair!.id, quantityReceived: 1 }]);
    expect(partly.status, partly.text).toBe(200);
    expect(partly.json).toMatchObject({ status: "partly_received", receivedAt: null });
    expect((await setStatus(drafted.id, "cancelled")).status).toBe(409);

    const whole = purchaseOrderSchema.parse((await receive(drafted.id, [{ lineId: chair!.id, quantityReceived: 4 }])).json);
    expect(whole.status).toBe("received");
    expect(whole.receivedAt).not.toBeNull();
    expect(whole.lines.map((line) => line.quantityReceived)).toEqual([2, 4]);
    expect((await setStatus(drafted.id, "cancelled")).status).toBe(409);
    expect((await setStatus(drafted.id, "sent")).status).toBe(409);
  });

  it("may be cancelled before anything arrives, and then takes no more changes", async () => {
    const drafted = await draftOrder();
    expect((await setStatus(drafted.id, "cancelled")).json).toMatchObject({ status: "cancelled" });
    for (const status of ["sent", "acknowledged", "cancelled"]) expect((await setStatus(drafted.id, status)).status).toBe(409);
    expect((await receive(drafted.id, [{ lineId: drafted.lines[0]!.id, quantityReceived: 1 }])).status).toBe(409);
    expect((await designer.post(`/api/purchase-orders/${drafted.id}/send`)).status).toBe(409);
    expect((await setStatus(drafted.id, "received")).status).toBe(400);
  });
});

describe("sending a purchase order to its supplier", () => {
  it("mails the PDF to the supplier's e-mail and marks the order sent with its purchase-order.sent event", async () => {
    const drafted = await draftOrder();
    // What the supplier makes the sofa to: on the order, not only on the studio's screens.
    await prisma().roomItem.updateMany({ where: { roomId, name: "Linen sofa" }, data: { color: "Olive", material: "Belgian linen", size: "2400 × 950 mm", specifications: "Feather-wrapped seat cushions" } });
    const started = await designer.post(`/api/purchase-orders/${drafted.id}/send`);
    expect(started.status, started.text).toBe(202);
    const job = await finishedJob(designer, started.json.jobId);
    expect(job.state, job.failedReason ?? "").toBe("completed");

    const sent = await order(drafted.id);
    expect(sent).toMatchObject({ status: "sent", sentTo: "orders@weavers.co.za", sendFailedReason: null });
    const names = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
    const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
    const mail = mails.find((each) => each.subject === `Purchase order ${drafted.number} from Atelier Blanc Interiors`);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain("R 39,100.00 incl. VAT");
    expect(mail!.replyTo?.text).toBe("studio@atelierblanc.co.za");
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ filename: `${drafted.number}.pdf`, contentType: "application/pdf" });
    const pages = await pdfPageTexts(attachment!.content);
    expect(pages[0]).toContain(drafted.number);
    expect(pages[0]).toContain("Linen sofa");
    expect(pages[0]!.replace(/\n/g, " ")).toContain("Olive, Belgian linen, 2400 × 950 mm · Feather-wrapped seat cushions");
    expect(pages[0]).toContain("R 24,000.00");
    const events = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(purchaseOrderSentEvent) } });
    expect(events.filter((event) => (event.payload as { data: { purchaseOrderId: string } }).data.purchaseOrderId === drafted.id)).toHaveLength(1);

    expect((await designer.post(`/api/purchase-orders/${drafted.id}/send`)).status).toBe(409);
  });

  it("starts one send for ten sends at once, and mails the supplier once", async () => {
    const drafted = await draftOrder();
    const responses = await whileQueuePaused(LOGISTICS_QUEUE, () => Promise.all(Array.from({ length: 10 }, () => designer.post(`/api/purchase-orders/${drafted.id}/send`))));
    expect(responses.map(({ status }) => status)).toEqual(Array(10).fill(202));
    const jobIds = new Set(responses.map(({ json }) => json.jobId as string));
    expect(jobIds.size).toBe(1);
    expect((await finishedJob(designer, [...jobIds][0]!)).state).toBe("completed");

    const names = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
    const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
    expect(mails.filter((each) => each.subject === `Purchase order ${drafted.number} from Atelier Blanc Interiors`)).toHaveLength(1);
    expect(await prisma().jobRecord.count({ where: { exclusiveKey: `send-purchase-order:${drafted.id}` } })).toBe(1);
  });

  it("answers 400 naming the e-mail when the supplier has none, and serves the PDF to the studio alone", async () => {
    const from = await supplier({ name: `No Mail Joinery ${randomUUID().slice(0, 6)}` });
    const quote = await approvedQuote([{ name: "Walnut sideboard", quantity: "1", unitCost: "18000.00", supplierId: from }]);
    await approve(quote);
    const drafted = (await projectOrders()).purchaseOrders.find((each) => each.quoteId === quote.id)!;
    const refused = await designer.post(`/api/purchase-orders/${drafted.id}/send`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual(["email"]);
    expect((await order(drafted.id)).status).toBe("draft");

    const pdf = await fetch(`${stack.gatewayUrl}/api/purchase-orders/${drafted.id}/pdf`, { headers: { cookie: designer.cookieHeader } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${drafted.number}.pdf"`);
    expect((await pdfPageTexts(Buffer.from(await pdf.arrayBuffer())))[0]).toContain("Walnut sideboard");
  });
});

describe("tenancy", () => {
  it("answers another studio's purchase orders and project with 404 and changes nothing", async () => {
    const drafted = await draftOrder();
    const base = `/api/purchase-orders/${drafted.id}`;
    expect((await stranger.get(`/api/projects/${projectId}/purchase-orders`)).status).toBe(404);
    expect((await stranger.post(`/api/projects/${projectId}/purchase-orders`)).status).toBe(404);
    expect((await stranger.get(base)).status).toBe(404);
    expect((await stranger.get(`${base}/pdf`)).status).toBe(404);
    expect((await stranger.post(`${base}/send`)).status).toBe(404);
    expect((await stranger.post(`${base}/status`, { status: "cancelled" })).status).toBe(404);
    expect((await stranger.post(`${base}/receive`, { lines: [{ lineId: drafted.lines[0]!.id, quantityReceived: 1 }] })).status).toBe(404);
    expect((await order(drafted.id)).status).toBe("draft");
  });
});

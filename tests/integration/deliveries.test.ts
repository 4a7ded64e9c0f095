import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityPageSchema,
  activitySentence,
  BLANK_SIGNATURE_MESSAGE,
  DELIVERY_REQUIRED_MESSAGE,
  deliveryCompletedEvent,
  deliverySchema,
  deliveryStatusRefusal,
  outboxTypeOf,
  type Delivery,
} from "@atelier/contracts";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;
let projectId: string;
let signature: Buffer;

const prisma = () => stack.auth.prisma;
const year = new Date().getUTCFullYear();
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** A signature as a pad exports it: a transparent 600×200 PNG, with a stroke or left blank. */
async function padPng(drawn: boolean): Promise<Buffer> {
  const pad = sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const stroke = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 C 120 20, 220 190, 570 50" stroke="#111" stroke-width="4" fill="none"/></svg>');
  return (drawn ? pad.composite([{ input: stroke }]) : pad).png().toBuffer();
}

const schedule = (body: Record<string, unknown>, client = designer, project = projectId) => client.post(`/api/projects/${project}/deliveries`, body);
const update = (deliveryId: string, body: unknown, client = designer) => client.request("PUT", `/api/deliveries/${deliveryId}`, { json: body });

async function scheduled(fields: Record<string, unknown> = {}): Promise<Delivery> {
  const response = await schedule({ items: "Walnut sofa", date: "2026-12-03", time: "10:30", driverName: "Sipho Ndlovu", driverPhone: "082 555 0199", ...fields });
  expect(response.status, response.text).toBe(201);
  return deliverySchema.parse(response.json);
}

async function movedTo(delivery: Delivery, ...statuses: Array<"in_transit" | "delayed">): Promise<Delivery> {
  let latest = delivery;
  for (const status of statuses) {
    const response = await update(delivery.id, { status });
    expect(response.status, response.text).toBe(200);
    latest = deliverySchema.parse(response.json);
  }
  return latest;
}

/** The project's activity of one record, newest first. */
const activityOf = async (type: "delivery" | "production", id: string) =>
  activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=${type}`)).json).entries.filter((entry) => entry.record.id === id);

const proof = (fields: Record<string, unknown> = {}) => ({ status: "completed", podSignature: dataUrl(signature), receivedBy: "Thandi Mokoena", notes: "Left in the lounge", ...fields });

/** The signature objects kept for a delivery, read from the services' storage folder. */
async function signatureFiles(deliveryId: string): Promise<Buffer[]> {
  const dir = join(stack.storageSettings.OBJECTS_DIR!, "studios", studioId, "deliveries", deliveryId);
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith(".png")).map((name) => readFile(join(dir, name))));
}

beforeAll(async () => {
  stack = await startTestStack();
  signature = await padPng(true);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
});
afterAll(() => stack.close());

describe("scheduling a delivery", () => {
  it("needs items, a date and a time, each answered with the spec's message, and creates nothing without them", async () => {
    for (const body of [{}, { items: "", date: "", time: "" }, { items: [], date: null, time: "  " }]) {
      const response = await schedule(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.errors).toMatchObject({ items: [DELIVERY_REQUIRED_MESSAGE], date: [DELIVERY_REQUIRED_MESSAGE], time: [DELIVERY_REQUIRED_MESSAGE] });
    }
    const badTime = await schedule({ items: "Sofa", date: "2026-12-03", time: "25:00", trackingUrl: "javascript:alert(1)" });
    expect(badTime.status).toBe(400);
    expect(Object.keys(badTime.json.errors).sort()).toEqual(["time", "trackingUrl"]);
    expect(await prisma().delivery.count({ where: { studioId } })).toBe(0);
  });

  it("numbers each studio's deliveries DEL-year-001 on, created as scheduled at the date and time in South Africa", async () => {
    const first = await scheduled({ status: "scheduled", items: "Walnut sofa\nBrass floor lamp, Linen curtains", notes: "Gate code 4411", trackingUrl: "https://track.example.co.za/DX42" });
    const second = await scheduled();
    expect([first.deliveryNumber, second.deliveryNumber]).toEqual([`DEL-${year}-001`, `DEL-${year}-002`]);
    expect(first).toMatchObject({
      status: "scheduled",
      projectName: newProject.name,
      scheduledDate: "2026-12-03T08:30:00.000Z",
      driverName: "Sipho Ndlovu",
      driverPhone: "082 555 0199",
      notes: "Gate code 4411",
      trackingUrl: "https://track.example.co.za/DX42",
      podSigned: false,
      deliveredDate: null,
    });
    expect(first.items.map((item) => item.name)).toEqual(["Walnut sofa", "Brass floor lamp", "Linen curtains"]);

    const otherProject = (await stranger.post("/api/projects", newProject)).json.id;
    const theirs = await schedule({ items: "Desk", date: "2026-12-04", time: "09:00" }, stranger, otherProject);
    expect(theirs.json.deliveryNumber).toBe(`DEL-${year}-001`);

    const listed = await designer.get(`/api/projects/${projectId}/deliveries`);
    expect(listed.json.map((delivery: Delivery) => delivery.deliveryNumber)).toEqual([`DEL-${year}-001`, `DEL-${year}-002`]);
  });

  it("takes the project's production items, and refuses another project's", async () => {
    const production = await prisma().productionItem.create({ data: { projectId, name: "Oak dining table", quantity: 1 } });
    const delivery = await scheduled({ items: [{ productionItemId: production.id, quantity: 1 }, { name: "Cushions", quantity: 4 }] });
    expect(delivery.items).toMatchObject([
      { productionItemId: production.id, name: "Oak dining table", quantity: 1 },
      { productionItemId: null, name: "Cushions", quantity: 4 },
    ]);
    const otherProject = (await designer.post("/api/projects", newProject)).json.id;
    const foreign = await prisma().productionItem.create({ data: { projectId: otherProject, name: "Elsewhere" } });
    const refused = await schedule({ items: [{ productionItemId: foreign.id }], date: "2026-12-03", time: "10:00" });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ "items.0.productionItemId": ["Must be one of the project's production items"] });
  });

  it("carries each item's quantity, a production item's own unless another is sent, and one typed after its name", async () => {
    const lamps = await prisma().productionItem.create({ data: { projectId, name: "Brass floor lamp", quantity: 2 } });
    const delivery = await scheduled({ items: [{ productionItemId: lamps.id }] });
    const typed = await scheduled({ items: "Linen cushions × 6\nOak side table x 2,Rug" });

    expect(delivery.items.map(({ name, quantity }) => ({ name, quantity }))).toEqual([{ name: "Brass floor lamp", quantity: 2 }]);
    expect(typed.items.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: "Linen cushions", quantity: 6 },
      { name: "Oak side table", quantity: 2 },
      { name: "Rug", quantity: 1 },
    ]);
    const note = await fetch(`${stack.gatewayUrl}/api/deliveries/${delivery.id}/note`, { headers: { cookie: designer.cookieHeader } });
    expect((await pdfPageTexts(Buffer.from(await note.arrayBuffer()))).join("\n")).toMatch(/1\. Brass floor lamp\s*2/);
  });
});

describe("a delivery's status", () => {
  it("goes scheduled → in transit → delayed → in transit, and refuses every other move with a 409", async () => {
    const delivery = await scheduled();
    const refusedEarly = await update(delivery.id, proof());
    expect(refusedEarly.status).toBe(409);
    expect(refusedEarly.json.message).toBe(deliveryStatusRefusal("scheduled", "completed"));
    expect((await movedTo(delivery, "in_transit", "delayed")).status).toBe("delayed");
    const fromDelayed = await update(delivery.id, proof());
    expect(fromDelayed.status).toBe(409);
    expect(fromDelayed.json.message).toBe("A delivery can only be confirmed while it is in transit.");
    expect((await movedTo(delivery, "in_transit")).status).toBe("in_transit");
    const twice = await update(delivery.id, { status: "in_transit" });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("A delivery that is in transit cannot become in transit.");
    expect((await update(delivery.id, { status: "scheduled" })).status).toBe(400);
    expect(await signatureFiles(delivery.id)).toEqual([]);
  });

  it("may be delayed before it leaves", async () => {
    expect((await movedTo(await scheduled(), "delayed")).status).toBe("delayed");
  });
});

describe("confirming a delivery with a proof-of-delivery signature", () => {
  it("refuses a blank or non-PNG signature on podSignature and changes nothing", async () => {
    const delivery = await movedTo(await scheduled(), "in_transit");
    const blank = await update(delivery.id, proof({ podSignature: dataUrl(await padPng(false)) }));
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ podSignature: [BLANK_SIGNATURE_MESSAGE] });
    const jpeg = await update(delivery.id, proof({ podSignature: `data:image/jpeg;base64,${signature.toString("base64")}` }));
    expect(jpeg.status).toBe(400);
    expect(jpeg.json.errors).toEqual({ podSignature: ["Signature must be a PNG image drawn on the pad"] });
    const missing = await update(delivery.id, { status: "completed" });
    expect(missing.json.errors).toEqual({ podSignature: ["Signature is required"] });
    const row = await prisma().delivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ status: "in_transit", podSignatureObjectKey: null, deliveredDate: null, receivedBy: null });
    expect(await signatureFiles(delivery.id)).toEqual([]);
  });

  it("completes it with the signature stored, its items completed and delivery.completed in the outbox, once", async () => {
    const production = await prisma().productionItem.create({ data: { projectId, name: "Velvet armchair", status: "ready" } });
    const delivery = await movedTo(await scheduled({ items: [{ productionItemId: production.id }] }), "in_transit");
    const deliveredDate = new Date(Date.now() - 60_000).toISOString();
    const response = await update(delivery.id, proof({ deliveredDate }));
    expect(response.status, response.text).toBe(200);
    expect(deliverySchema.parse(response.json)).toMatchObject({ status: "completed", podSigned: true, receivedBy: "Thandi Mokoena", notes: "Left in the lounge", deliveredDate });

    const stored = await signatureFiles(delivery.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.equals(signature)).toBe(true);
    expect((await prisma().productionItem.findUniqueOrThrow({ where: { id: production.id } })).status).toBe("completed");
    const events = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(deliveryCompletedEvent), payload: { path: ["data", "deliveryId"], equals: delivery.id } } });
    expect(events.map((event) => (event.payload as { data: unknown }).data)).toEqual([
      { deliveryId: delivery.id, projectId, studioId, deliveryNumber: delivery.deliveryNumber, roomItemIds: [], deliveredAt: deliveredDate },
    ]);

    const again = await update(delivery.id, proof());
    expect(again.status).toBe(409);
    expect((await update(delivery.id, { status: "delayed" })).status).toBe(409);
    expect(await signatureFiles(delivery.id)).toHaveLength(1);

    const entries = await activityOf("delivery", delivery.id);
    expect(entries.map(activitySentence)).toEqual(["completed", "changed", "scheduled"].map((action) => `Nomsa Mahlangu ${action} delivery ${delivery.deliveryNumber}`));
    expect(entries.map((entry) => entry.changes)).toEqual([
      [{ field: "receivedBy", label: "Received by", before: null, after: "Thandi Mokoena" }],
      [{ field: "status", label: "Status", before: "Scheduled", after: "In transit" }],
      [{ field: "scheduledDate", label: "When", before: null, after: "2026-12-03 10:30" }, { field: "driverName", label: "Driver", before: null, after: "Sipho Ndlovu" }],
    ]);
    const [carried, ...more] = await activityOf("production", production.id);
    expect(more).toEqual([]);
    expect(activitySentence(carried!)).toBe("Nomsa Mahlangu changed production item Velvet armchair");
    expect(carried!.changes).toEqual([{ field: "status", label: "Status", before: "Ready", after: "Completed" }]);
  });

  it("refuses a delivered date in the future", async () => {
    const delivery = await movedTo(await scheduled(), "in_transit");
    const response = await update(delivery.id, proof({ deliveredDate: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ deliveredDate: ["Delivered date cannot be in the future"] });
  });

  it("refuses a delivered date before the day the delivery was booked", async () => {
    const delivery = await movedTo(await scheduled(), "in_transit");
    const bookedOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
    const response = await update(delivery.id, proof({ deliveredDate: "1900-01-01T10:00:00.000Z" }));
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ deliveredDate: [`Delivered date cannot be before the delivery was booked (${bookedOn})`] });
    expect(await prisma().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "in_transit", deliveredDate: null });
  });

  it("reads the delivery's state and a picture's size before decoding the picture", async () => {
    const huge = dataUrl(await sharp({ create: { width: 4000, height: 4000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer());
    const notLeft = await scheduled();
    const onTheRoad = await movedTo(await scheduled(), "in_transit");

    const [early, oversized] = await Promise.all([update(notLeft.id, proof({ podSignature: huge })), update(onTheRoad.id, proof({ podSignature: huge }))]);

    expect(early.status).toBe(409);
    expect({ status: oversized.status, errors: oversized.json.errors }).toEqual({ status: 400, errors: { podSignature: ["Signature must be at most 2400×800 pixels, as the pad draws it"] } });
  });
});

describe("the delivery note", () => {
  it("is a PDF with the number, the items, the receiver and the signature once signed", async () => {
    const delivery = await movedTo(await scheduled({ items: "Walnut sofa, Brass floor lamp" }), "in_transit");
    const unsigned = await fetch(`${stack.gatewayUrl}/api/deliveries/${delivery.id}/note`, { headers: { cookie: designer.cookieHeader } });
    expect(unsigned.headers.get("content-type")).toBe("application/pdf");
    expect(unsigned.headers.get("content-disposition")).toBe(`attachment; filename="${delivery.deliveryNumber}.pdf"`);
    expect((await pdfPageTexts(Buffer.from(await unsigned.arrayBuffer()))).join("\n")).toContain("Awaiting the receiver's signature");

    await update(delivery.id, proof());
    const signed = await fetch(`${stack.gatewayUrl}/api/deliveries/${delivery.id}/note`, { headers: { cookie: designer.cookieHeader } });
    const text = (await pdfPageTexts(Buffer.from(await signed.arrayBuffer()))).join("\n");
    for (const expected of ["Delivery Note", delivery.deliveryNumber, "1. Walnut sofa", "2. Brass floor lamp", "Received by Thandi Mokoena", "Left in the lounge", "Sipho Ndlovu"]) {
      expect(text).toContain(expected);
    }
  });
});

describe("another studio", () => {
  it("gets 404 for this studio's deliveries and changes nothing", async () => {
    const delivery = await movedTo(await scheduled(), "in_transit");
    expect((await stranger.get(`/api/projects/${projectId}/deliveries`)).status).toBe(404);
    expect((await schedule({ items: "Sofa", date: "2026-12-03", time: "10:00" }, stranger)).status).toBe(404);
    expect((await update(delivery.id, proof(), stranger)).json).toEqual({ message: "Delivery not found" });
    expect((await stranger.get(`/api/deliveries/${delivery.id}/note`)).status).toBe(404);
    expect((await prisma().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe("in_transit");
  });
});

import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPageSchema, eventQueueOf, LOGISTICS_QUEUE, quoteApprovedEvent, type ActivityEntry } from "@atelier/contracts";
import { writeEvent } from "@atelier/kit";
import { authWork } from "../../services/auth/src/jobs/work";
import { newProject } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import { extractedItem } from "../support/extracted-items";
import type { TestClient } from "../support/http-client";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { testRedisUrl } from "../support/test-infra";
import { invitedMember, signedUpOwner } from "../support/team";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let authWorkers: ServiceTestWorkers<unknown>;
let logisticsWorkers: LogisticsTestWorkers;
let events: Queue;

beforeAll(async () => {
  stack = await startTestStack();
  authWorkers = await startStackWorkers(authWork, stack);
  logisticsWorkers = await startLogisticsWorkers(stack);
  events = new Queue(eventQueueOf(LOGISTICS_QUEUE), { connection: { url: testRedisUrl() } });
});
afterAll(async () => {
  await events.close();
  await logisticsWorkers.close();
  await authWorkers.close();
  await stack.close();
});

async function feed(client: TestClient, path: string): Promise<ActivityEntry[]> {
  const answer = await client.get(path);
  expect(answer.status, answer.text).toBe(200);
  return activityPageSchema.parse(answer.json).entries;
}

/** Each entry as the feed's sentence parts, newest first. */
const said = (entries: ActivityEntry[]) => entries.map(({ actor, action, record }) => `${actor.name} ${action} ${record.type} ${record.label}`);

/** An owner's studio with a project, a room and an item whose quantity and cost the owner changed, and a designer and a viewer. */
async function studioAtWork() {
  const { client: owner, user } = await signedUpOwner(stack.gatewayUrl);
  const project = (await owner.post("/api/projects", { ...newProject, name: "Clifton beach house" })).json.id as string;
  const room = (await owner.post(`/api/projects/${project}/rooms`, { name: "Living Room" })).json.id as string;
  const item = (await owner.post(`/api/rooms/${room}/items`, { name: "Velvet sofa", quantity: 1, costEstimate: "12500.00" })).json.id as string;
  expect((await owner.put(`/api/items/${item}`, { quantity: 2, costEstimate: "13000.00", color: "Moss" })).status).toBe(200);
  const designer = await invitedMember(owner, stack, "designer");
  const viewer = await invitedMember(owner, stack, "viewer");
  return { owner, ownerId: user.id, studioId: user.studio.id, project, room, item, designer, viewer };
}

describe("a project's activity", () => {
  it("says who changed what, newest first, with each field's value before and after", async () => {
    const { owner, project } = await studioAtWork();
    const entries = await feed(owner, `/api/projects/${project}/activity`);
    expect(said(entries)).toEqual([
      "Lerato Mokoena updated item Velvet sofa",
      "Lerato Mokoena created item Velvet sofa",
      "Lerato Mokoena created room Living Room",
      "Lerato Mokoena created project Clifton beach house",
    ]);
    expect(entries[0]!.changes).toEqual([
      { field: "quantity", label: "Quantity", before: "1", after: "2" },
      { field: "color", label: "Colour", before: null, after: "Moss" },
      { field: "costEstimate", label: "Cost estimate", before: "R 12,500.00", after: "R 13,000.00" },
    ]);
    expect(entries[0]!.actor).toMatchObject({ kind: "member", cause: null });
  });

  it("leaves cost fields out for a member who may not see costs, and a supplier order's entries for a viewer", async () => {
    const { owner, designer, viewer, project, studioId } = await studioAtWork();
    const settings = (await owner.get("/api/studio/settings")).json;
    expect((await owner.put("/api/studio/settings", { ...settings, designersSeeCosts: false })).status).toBe(200);
    const [designerSees, viewerSees] = [await feed(designer.client, `/api/projects/${project}/activity`), await feed(viewer.client, `/api/projects/${project}/activity`)];
    for (const entries of [designerSees, viewerSees]) expect(entries[0]!.changes.map((change) => change.field)).toEqual(["quantity", "color"]);

    const order = await draftedBySubscriber(studioId, project);
    expect((await feed(owner, `/api/projects/${project}/activity?record=purchase-order`)).map((entry) => entry.record.id)).toEqual([order]);
    expect(await feed(viewer.client, `/api/projects/${project}/activity?record=purchase-order`)).toEqual([]);
  });

  it("keeps a change a subscriber made as Atelier's, with the event it acted on", async () => {
    const { owner, project, studioId } = await studioAtWork();
    const order = await draftedBySubscriber(studioId, project);
    const [drafted] = await feed(owner, `/api/projects/${project}/activity`);
    expect(drafted).toMatchObject({ actor: { kind: "system", userId: null, name: "Atelier", cause: "quote.approved" }, action: "created", record: { type: "purchase-order", id: order } });
    expect(drafted!.record.label).toMatch(/^PO-\d{4}-\d{4} to Weavers/);
    expect(drafted!.changes).toEqual([{ field: "subtotal", label: "Subtotal", before: null, after: "R 24,000.00" }]);
  });

  it("records meetings, the timeline and voice notes, with the times on the studio's clock", async () => {
    const { owner, project, room } = await studioAtWork();
    const meeting = await owner.post(`/api/projects/${project}/meetings`, { title: "Concept presentation", type: "presentation", scheduledAt: "2026-12-03T10:30:00+02:00", duration: 90, location: "Constantia", attendees: [{ name: "Pieter" }] });
    expect(meeting.status, meeting.text).toBe(201);
    expect((await owner.post(`/api/meetings/${meeting.json.id}/start`)).status).toBe(200);
    expect((await owner.post(`/api/projects/${project}/timeline`, { title: "Handover", date: "2099-12-01" })).status).toBe(201);
    const note = await owner.post(`/api/rooms/${room}/voice-notes`, { transcript: "an oak bench and a rug", duration: 6, extractedData: { items: [extractedItem("Oak bench", 0.93), extractedItem("Wool rug", 0.95)] } });
    expect(note.status, note.text).toBe(201);
    expect((await owner.delete(`/api/voice-notes/${note.json.voiceNote.id}/items`)).status).toBe(200);

    const entries = await feed(owner, `/api/projects/${project}/activity`);
    expect(said(entries.slice(0, 5))).toEqual([
      "Lerato Mokoena updated voice-note in Living Room",
      "Lerato Mokoena created voice-note in Living Room",
      "Lerato Mokoena created milestone Handover",
      "Lerato Mokoena started meeting Concept presentation",
      "Lerato Mokoena scheduled meeting Concept presentation",
    ]);
    expect(entries.slice(0, 5).map((entry) => entry.changes)).toEqual([
      [{ field: "items", label: "Items taken out", before: null, after: "Oak bench, Wool rug" }],
      [{ field: "items", label: "Items added", before: null, after: "Oak bench, Wool rug" }],
      [{ field: "date", label: "When", before: null, after: "2099-12-01 00:00" }, { field: "category", label: "Category", before: null, after: "Milestone" }],
      [{ field: "status", label: "Status", before: "Scheduled", after: "In progress" }],
      [{ field: "title", label: "Title", before: null, after: "Concept presentation" }, { field: "scheduledAt", label: "When", before: null, after: "2026-12-03 10:30" }, { field: "location", label: "Location", before: null, after: "Constantia" }],
    ]);
  });

  it("records deliveries, installations, portal links and suppliers, each as it reads on screen", async () => {
    const { owner, project } = await studioAtWork();
    const delivery = await owner.post(`/api/projects/${project}/deliveries`, { items: "Velvet sofa", date: "2026-12-18", time: "09:00", driverName: "Bongani" });
    expect(delivery.status, delivery.text).toBe(201);
    expect((await owner.put(`/api/deliveries/${delivery.json.id}`, { status: "in_transit" })).status).toBe(200);
    const installation = (await owner.post(`/api/projects/${project}/installations`, { title: "Curtain fitting", scheduledDate: "2026-12-20T07:00:00Z" })).json.id as string;
    expect((await owner.post(`/api/installations/${installation}/start`)).status).toBe(200);
    const link = await owner.post(`/api/projects/${project}/portal-token`);
    expect(link.status).toBe(201);
    const [linkId] = (await owner.get(`/api/projects/${project}/portal-tokens`)).json.map((each: { id: string }) => each.id);
    expect((await owner.delete(`/api/portal-tokens/${linkId}`)).status).toBe(204);
    expect((await owner.post("/api/suppliers", { name: "Mavromac Fabrics", email: "orders@mavromac.co.za" })).status).toBe(201);

    const entries = await feed(owner, `/api/projects/${project}/activity`);
    expect(said(entries.slice(0, 6))).toEqual([
      expect.stringMatching(/^Lerato Mokoena cancelled portal-link valid until \d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^Lerato Mokoena created portal-link valid until /),
      "Lerato Mokoena started installation Curtain fitting on 2026-12-20",
      "Lerato Mokoena scheduled installation Curtain fitting on 2026-12-20",
      expect.stringMatching(/^Lerato Mokoena updated delivery DEL-\d{4}-001$/),
      expect.stringMatching(/^Lerato Mokoena scheduled delivery DEL-\d{4}-001$/),
    ]);
    expect(entries[4]!.changes).toEqual([{ field: "status", label: "Status", before: "Scheduled", after: "In transit" }]);
    expect(entries[5]!.changes).toEqual([{ field: "scheduledDate", label: "When", before: null, after: "2026-12-18 09:00" }, { field: "driverName", label: "Driver", before: null, after: "Bongani" }]);
    const [supplier] = await feed(owner, "/api/activity?record=supplier");
    expect(supplier).toMatchObject({ projectId: null, action: "created", record: { label: "Mavromac Fabrics" } });
  });

  it("records Add and Remove Sample Data as a change of the project's sample data", async () => {
    const { owner } = await studioAtWork();
    const project = (await owner.post("/api/projects", { ...newProject, name: "Constantia family home" })).json.id as string;
    const added = (await owner.post(`/api/populate-sample-data/${project}`)).json as { rooms: Array<{ itemCount: number }> };
    const items = added.rooms.reduce((total, room) => total + room.itemCount, 0);
    expect((await owner.request("DELETE", `/api/populate-sample-data/${project}`)).status).toBe(200);
    const [removed, populated] = await feed(owner, `/api/projects/${project}/activity`);
    expect(populated).toMatchObject({ action: "updated", record: { type: "project", label: "Constantia family home" }, changes: [{ label: "Sample data", before: null, after: `${added.rooms.length} rooms and ${items} items` }] });
    expect(removed).toMatchObject({ action: "updated", changes: [{ label: "Sample data", before: `${added.rooms.length} rooms`, after: null }] });
  });

  it("is another studio's 404, and refuses a filter it cannot read with the field and reason", async () => {
    const { project } = await studioAtWork();
    const stranger = (await signedUpOwner(stack.gatewayUrl)).client;
    expect((await stranger.get(`/api/projects/${project}/activity`)).status).toBe(404);
    const { owner } = await studioAtWork();
    const refused = await owner.get(`/api/projects/${project}/activity?record=sofa`);
    expect(refused.status).toBe(404);
    const own = (await owner.post("/api/projects", newProject)).json.id as string;
    const badFilter = await owner.get(`/api/projects/${own}/activity?record=sofa`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.json.errors.record).toEqual([expect.stringMatching(/^Record must be one of: project, room, item/)]);
  });
});

describe("the studio's activity", () => {
  it("shows the owner the team's and every project's changes, filtered by person and record", async () => {
    const { owner, ownerId, designer, project } = await studioAtWork();
    const room = (await designer.client.post(`/api/projects/${project}/rooms`, { name: "Main Bedroom" })).json.id as string;
    const all = said(await feed(owner, "/api/activity"));
    expect(all.slice(0, 5)).toEqual([
      `Sipho Dlamini created room Main Bedroom`,
      "Sipho Dlamini joined member Sipho Dlamini",
      expect.stringMatching(/^Lerato Mokoena invited invitation viewer\./),
      "Sipho Dlamini joined member Sipho Dlamini",
      expect.stringMatching(/^Lerato Mokoena invited invitation designer\./),
    ]);
    expect((await feed(owner, `/api/activity?person=${designer.id}`)).map((entry) => entry.record.id)).toEqual([room, designer.id]);
    expect(said(await feed(owner, `/api/activity?person=${ownerId}&record=room`))).toEqual(["Lerato Mokoena created room Living Room"]);
  });

  it("is for owners and admins only", async () => {
    const { designer, viewer } = await studioAtWork();
    for (const member of [designer, viewer]) expect((await member.client.get("/api/activity")).status).toBe(403);
  });

  it("keeps a deleted project's deletion, by whom, once the project and its own entries are gone", async () => {
    const { owner, project } = await studioAtWork();
    expect((await owner.delete(`/api/projects/${project}`)).status).toBe(204);
    const [deleted] = await feed(owner, "/api/activity");
    expect(deleted).toMatchObject({ action: "deleted", projectId: null, record: { type: "project", id: project, label: "Clifton beach house" }, actor: { name: "Lerato Mokoena" } });
    expect((await feed(owner, "/api/activity?record=item")).filter((entry) => entry.projectId === project)).toEqual([]);
  });

  it("pages by the last entry seen, and an entry of another studio names no page", async () => {
    const { owner, project, room } = await studioAtWork();
    for (let index = 0; index < 50; index++) expect((await owner.put(`/api/rooms/${room}`, { name: `Living Room ${index}` })).status).toBe(200);
    const first = activityPageSchema.parse((await owner.get(`/api/projects/${project}/activity`)).json);
    expect(first.entries).toHaveLength(50);
    const second = activityPageSchema.parse((await owner.get(`/api/projects/${project}/activity?after=${first.next}`)).json);
    expect(said(second.entries)).toEqual(["Lerato Mokoena updated item Velvet sofa", "Lerato Mokoena created item Velvet sofa", "Lerato Mokoena created room Living Room", "Lerato Mokoena created project Clifton beach house"]);
    expect(second.next).toBeNull();
    const stranger = (await signedUpOwner(stack.gatewayUrl)).client;
    expect((await stranger.get(`/api/activity?after=${first.entries[0]!.id}`)).status).toBe(404);
  });
});

/** quote.approved for a quote of one supplier's two lines (R 24,000.00 at cost), delivered to logistics: answers the order it drafted. */
async function draftedBySubscriber(studioId: string, projectId: string): Promise<string> {
  const prisma = stack.auth.prisma;
  const supplier = await prisma.supplier.create({ data: { studioId, name: `Weavers ${randomUUID().slice(0, 8)}`, email: "orders@weavers.co.za" } });
  const room = await prisma.room.findFirstOrThrow({ where: { projectId } });
  const quote = await prisma.quote.create({ data: { studioId, projectId, number: `Q-2026-${randomUUID().slice(0, 6)}`, title: "Lounge", status: "approved", approvedAt: new Date() } });
  for (const [index, line] of [{ name: "Linen sofa", quantity: "1", unitCost: "20000.00" }, { name: "Side table", quantity: "2", unitCost: "2000.00" }].entries()) {
    const item = await prisma.roomItem.create({ data: { roomId: room.id, name: line.name, quantity: line.quantity, supplierId: supplier.id } });
    await prisma.quoteLine.create({
      data: { quoteId: quote.id, kind: "item", roomItemId: item.id, roomName: room.name, name: line.name, quantity: line.quantity, unitCost: line.unitCost, markupPercent: "30.00", unitPrice: "0.00", lineTotal: "0.00", sortOrder: index },
    });
  }
  const eventId = randomUUID();
  await writeEvent(prisma, quoteApprovedEvent, eventId, { quoteId: quote.id, projectId, studioId, number: quote.number, version: 1, approvalId: randomUUID(), signedBy: "Pieter van der Merwe", total: "0.00" });
  await eventDelivery(events, prisma).delivered(eventId);
  return (await prisma.purchaseOrder.findFirstOrThrow({ where: { quoteId: quote.id } })).id;
}

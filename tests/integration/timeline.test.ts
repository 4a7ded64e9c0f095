import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_STUDIO_TIME_ZONE,
  deliveryCompletedEvent,
  eventQueueOf,
  installationCompletedEvent,
  meetingSchema,
  purchaseOrderSentEvent,
  quoteApprovedEvent,
  timelineEventSchema,
  timelineProgress,
  type TimelineEvent,
} from "@atelier/contracts";
import { createRedis, writeEvent } from "@atelier/kit";
import { timelineCsv } from "../../web/src/features/timeline/lib/timeline-csv";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import type { TestClient } from "../support/http-client";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

let stack: TestStack;
let workers: ProjectsTestWorkers;
let redis: ReturnType<typeof createRedis>;
let events: Queue;
let delivered: (eventId: string) => Promise<void>;
let redeliver: (eventId: string) => Promise<void>;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;

const DAY_MS = 86_400_000;
/** A calendar date `days` from today in South Africa, "2026-11-24". */
const southAfricanDate = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString("en-CA", { timeZone: "Africa/Johannesburg" });

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startProjectsWorkers(stack);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  events = new Queue(eventQueueOf("projects"), { connection: redis });
  ({ delivered, redeliver } = eventDelivery(events, stack.auth.prisma));
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(async () => {
  await events.close();
  await redis.quit();
  await workers.close();
  await stack.close();
});

const newProjectId = async (fields: Record<string, unknown> = {}): Promise<string> => (await designer.post("/api/projects", { ...newProject, ...fields })).json.id;

async function timelineOf(projectId: string, client = designer): Promise<TimelineEvent[]> {
  const response = await client.get(`/api/projects/${projectId}/timeline`);
  expect(response.status, response.text).toBe(200);
  return timelineEventSchema.array().parse(response.json);
}

async function addMilestone(projectId: string, body: Record<string, unknown>): Promise<TimelineEvent> {
  const response = await designer.post(`/api/projects/${projectId}/timeline`, body);
  expect(response.status, response.text).toBe(201);
  return timelineEventSchema.parse(response.json);
}

const setStatus = (eventId: string, status: unknown, client = designer) => client.request("PATCH", `/api/timeline/${eventId}`, { json: { status } });

describe("adding a milestone", () => {
  it("needs a title and a date, naming each missing field", async () => {
    const projectId = await newProjectId();
    const empty = await designer.post(`/api/projects/${projectId}/timeline`, {});
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ title: ["Title is required"], date: ["Date is required"] });
    const blank = await designer.post(`/api/projects/${projectId}/timeline`, { title: "  ", date: "" });
    expect(blank.json.errors).toEqual({ title: ["Title is required"], date: ["Date is required"] });
    const notADate = await designer.post(`/api/projects/${projectId}/timeline`, { title: "Handover", date: "2026-02-30" });
    expect(notADate.status).toBe(400);
    expect(Object.keys(notADate.json.errors)).toEqual(["date"]);
    expect(await timelineOf(projectId)).toEqual([]);
  });

  it("creates a pending milestone on the date's start in South Africa, under milestone unless another category is chosen", async () => {
    const projectId = await newProjectId();
    const handover = await addMilestone(projectId, { title: "Handover", description: "Keys to the client", date: "2099-12-01" });
    expect(handover).toMatchObject({
      projectId,
      title: "Handover",
      description: "Keys to the client",
      date: "2099-11-30T22:00:00.000Z",
      status: "pending",
      overdue: false,
      category: "milestone",
      attachments: [],
      origin: "designer",
      meetingId: null,
    });
    for (const category of ["design", "approval", "production", "delivery", "milestone"]) {
      expect((await addMilestone(projectId, { title: `A ${category} step`, date: "2099-12-02", category, status: "pending" })).category).toBe(category);
    }
  });

  it("refuses an unknown category and any status but pending", async () => {
    const projectId = await newProjectId();
    const badCategory = await designer.post(`/api/projects/${projectId}/timeline`, { title: "Handover", date: "2099-12-01", category: "party" });
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.json.errors)).toEqual(["category"]);
    const completed = await designer.post(`/api/projects/${projectId}/timeline`, { title: "Handover", date: "2099-12-01", status: "completed" });
    expect(completed.status).toBe(400);
    expect(Object.keys(completed.json.errors)).toEqual(["status"]);
  });
});

describe("the timeline", () => {
  it("lists events in date order, marks overdue the ones whose day passed uncompleted, and counts progress as completed over all", async () => {
    const projectId = await newProjectId();
    const later = await addMilestone(projectId, { title: "Final styling", date: "2099-03-01" });
    const lastWeek = await addMilestone(projectId, { title: "Moodboard sign-off", date: southAfricanDate(-7) });
    const yesterday = await addMilestone(projectId, { title: "Fabric order", date: southAfricanDate(-1), category: "production" });
    const today = await addMilestone(projectId, { title: "Site measure", date: southAfricanDate(0) });

    expect((await setStatus(lastWeek.id, "completed")).json).toMatchObject({ status: "completed", overdue: false });
    const inProgress = await setStatus(yesterday.id, "in_progress");
    expect(inProgress.status).toBe(200);
    expect(inProgress.json).toMatchObject({ status: "in_progress", overdue: true });

    const timeline = await timelineOf(projectId);
    expect(timeline.map((event) => event.id)).toEqual([lastWeek.id, yesterday.id, today.id, later.id]);
    expect(timeline.map((event) => [event.title, event.status, event.overdue])).toEqual([
      ["Moodboard sign-off", "completed", false],
      ["Fabric order", "in_progress", true],
      ["Site measure", "pending", false],
      ["Final styling", "pending", false],
    ]);
    expect(timelineProgress(timeline)).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(timelineProgress([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it("takes only pending, in progress or completed as a status, naming the field", async () => {
    const projectId = await newProjectId();
    const event = await addMilestone(projectId, { title: "Handover", date: "2099-12-01" });
    for (const status of ["overdue", "done", undefined]) {
      const response = await setStatus(event.id, status);
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.errors)).toEqual(["status"]);
    }
    expect((await timelineOf(projectId))[0]!.status).toBe("pending");
  });

  it("exports as CSV with every awkward title and description quoted and formulas defused", async () => {
    const projectId = await newProjectId();
    await addMilestone(projectId, { title: "Walnut, oak and brass", description: 'The "Milano" sofa\nand two chairs', date: "2099-01-01" });
    await addMilestone(projectId, { title: "=HYPERLINK(\"http://evil.test\")", description: "+27 82 555 0101", date: "2099-01-02", category: "delivery" });
    await addMilestone(projectId, { title: "@reception", description: "-10% on fabric", date: "2099-01-03" });
    const lines = timelineCsv(await timelineOf(projectId), DEFAULT_STUDIO_TIME_ZONE).split("\r\n");
    expect(lines).toEqual([
      "Title,Description,Date,Status,Category",
      '"Walnut, oak and brass","The ""Milano"" sofa\nand two chairs",2099-01-01,pending,milestone',
      `"'=HYPERLINK(""http://evil.test"")",'+27 82 555 0101,2099-01-02,pending,delivery`,
      "'@reception,'-10% on fabric,2099-01-03,pending,milestone",
      "",
    ]);
  });
});

describe("deleting", () => {
  it("removes a milestone a designer added, and nothing else", async () => {
    const projectId = await newProjectId();
    const milestone = await addMilestone(projectId, { title: "Handover", date: "2099-12-01" });
    const meeting = (await designer.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Walkthrough", date: "2099-12-05T08:00:00.000Z" })).json;
    const refused = await designer.request("DELETE", `/api/timeline/${meeting.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Only a milestone added on the timeline can be deleted/);
    expect((await designer.request("DELETE", `/api/timeline/${milestone.id}`)).status).toBe(204);
    expect((await designer.request("DELETE", `/api/timeline/${milestone.id}`)).status).toBe(404);
    expect((await timelineOf(projectId)).map((event) => event.title)).toEqual(["Walkthrough"]);
  });
});

describe("scheduling a meeting from the timeline", () => {
  it("creates the meeting with the project's client and its design event at the same date and time", async () => {
    const projectId = await newProjectId({ clientName: "Thandi Mokoena", clientEmail: "thandi@mokoena.co.za" });
    const response = await designer.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Fabric review", description: "Bring the swatches", date: "2099-06-10T12:30:00+02:00" });
    expect(response.status, response.text).toBe(201);
    const event = timelineEventSchema.parse(response.json);
    expect(event).toMatchObject({ title: "Fabric review", description: "Bring the swatches", date: "2099-06-10T10:30:00.000Z", category: "design", status: "pending", origin: "meeting" });

    const meetings = meetingSchema.array().parse((await designer.get(`/api/projects/${projectId}/meetings`)).json);
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({ id: event.meetingId, title: "Fabric review", scheduledAt: "2099-06-10T10:30:00.000Z", type: "consultation", duration: 60, status: "scheduled" });
    expect(meetings[0]!.attendees).toEqual([{ name: "Thandi Mokoena", role: "Client", email: "thandi@mokoena.co.za" }]);
    expect((await timelineOf(projectId)).map((each) => each.id)).toEqual([event.id]);
  });

  it("moves the event with its meeting when the meeting is renamed or rescheduled", async () => {
    const projectId = await newProjectId();
    const later = await addMilestone(projectId, { title: "Handover", date: "2099-07-01" });
    const event = timelineEventSchema.parse((await designer.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Fabric review", date: "2099-06-10T10:30:00Z" })).json);
    const moved = await designer.request("PUT", `/api/meetings/${event.meetingId}`, {
      json: { title: "Fabric and lighting review", scheduledAt: "2099-07-15T08:00:00.000Z", attendees: [{ name: "Pieter van der Merwe" }] },
    });
    expect(moved.status, moved.text).toBe(200);
    const timeline = await timelineOf(projectId);
    expect(timeline.map((each) => [each.id, each.title, each.date])).toEqual([
      [later.id, "Handover", "2099-06-30T22:00:00.000Z"],
      [event.id, "Fabric and lighting review", "2099-07-15T08:00:00.000Z"],
    ]);
  });

  it("needs a title and a date with its time, and makes neither the meeting nor the event without them", async () => {
    const projectId = await newProjectId();
    const empty = await designer.post(`/api/projects/${projectId}/timeline/meetings`, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.errors).sort()).toEqual(["date", "title"]);
    const dateOnly = await designer.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Fabric review", date: "2099-06-10" });
    expect(Object.keys(dateOnly.json.errors)).toEqual(["date"]);
    const milestoneCategory = await designer.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Fabric review", date: "2099-06-10T10:30:00Z", category: "milestone" });
    expect(Object.keys(milestoneCategory.json.errors)).toEqual(["category"]);
    expect((await designer.get(`/api/projects/${projectId}/meetings`)).json).toEqual([]);
    expect(await timelineOf(projectId)).toEqual([]);
  });
});

describe("what happens elsewhere", () => {
  it("adds a completed event once per domain event, even when an event is delivered twice", async () => {
    const projectId = await newProjectId();
    const quote = { quoteId: randomUUID(), projectId, studioId, number: "Q-2026-0007", version: 2 };
    const prisma = stack.auth.prisma;
    const publishers = [
      (id: string) => writeEvent(prisma, quoteApprovedEvent, id, { ...quote, approvalId: randomUUID(), signedBy: "Thandi Mokoena", total: "143750.00" }),
      (id: string) => writeEvent(prisma, purchaseOrderSentEvent, id, { purchaseOrderId: randomUUID(), projectId, studioId, number: "PO-2026-0001", supplierName: "Weylandts", sentAt: "2026-11-20T08:00:00.000Z" }),
      (id: string) => writeEvent(prisma, deliveryCompletedEvent, id, { deliveryId: randomUUID(), projectId, studioId, deliveryNumber: "DEL-2026-001", deliveredAt: "2026-11-21T13:15:00.000Z" }),
      (id: string) => writeEvent(prisma, installationCompletedEvent, id, { installationId: randomUUID(), projectId, studioId, title: "Lounge lighting", completedAt: "2026-11-22T15:00:00.000Z" }),
    ];
    const eventIds: string[] = [];
    for (const publish of publishers) {
      const eventId = randomUUID();
      await publish(eventId);
      await delivered(eventId);
      eventIds.push(eventId);
    }
    for (const eventId of eventIds) await redeliver(eventId);

    const timeline = await timelineOf(projectId);
    const byTitle = Object.fromEntries(timeline.map((event) => [event.title, event]));
    expect(Object.keys(byTitle).sort()).toEqual([
      "Delivery DEL-2026-001 completed",
      "Installation completed: Lounge lighting",
      "Purchase order PO-2026-0001 sent to Weylandts",
      "Quote Q-2026-0007 approved by Thandi Mokoena",
    ]);
    expect(timeline).toHaveLength(4);
    expect(byTitle["Quote Q-2026-0007 approved by Thandi Mokoena"]).toMatchObject({ category: "approval", status: "completed", origin: "event", description: "Version 2, R 143,750.00 incl. VAT." });
    expect(byTitle["Purchase order PO-2026-0001 sent to Weylandts"]).toMatchObject({ category: "production", date: "2026-11-20T08:00:00.000Z", overdue: false });
    expect(byTitle["Delivery DEL-2026-001 completed"]).toMatchObject({ category: "delivery", date: "2026-11-21T13:15:00.000Z" });
    expect(byTitle["Installation completed: Lounge lighting"]).toMatchObject({ category: "milestone", date: "2026-11-22T15:00:00.000Z" });
    // What happened is on the timeline as a record: four of them are no planned step done.
    expect(timelineProgress(timeline)).toEqual({ completed: 0, total: 0, percent: 0 });
    // The approval's notification still reaches the studio: both reactions share the one subscription.
    expect(await stack.auth.prisma.notification.count({ where: { dedupeKey: `event:${eventIds[0]}` } })).toBe(1);
  });

  it("adds nothing to a project of another studio named with this studio's id", async () => {
    const strangersProject = (await stranger.post("/api/projects", newProject)).json.id;
    const eventId = randomUUID();
    await writeEvent(stack.auth.prisma, deliveryCompletedEvent, eventId, { deliveryId: randomUUID(), projectId: strangersProject, studioId, deliveryNumber: "DEL-2026-009", deliveredAt: new Date().toISOString() });
    await delivered(eventId);
    expect(await timelineOf(strangersProject, stranger)).toEqual([]);
  });
});

describe("another studio's designer", () => {
  it("gets 404 for the project's timeline and its events, and changes nothing", async () => {
    const projectId = await newProjectId();
    const event = await addMilestone(projectId, { title: "Handover", date: "2099-12-01" });
    const notFound = { status: 404, message: "Project not found" };
    for (const response of [
      await stranger.get(`/api/projects/${projectId}/timeline`),
      await stranger.post(`/api/projects/${projectId}/timeline`, { title: "Mine now", date: "2099-12-01" }),
      await stranger.post(`/api/projects/${projectId}/timeline/meetings`, { title: "Mine now", date: "2099-12-01T09:00:00Z" }),
    ]) {
      expect({ status: response.status, message: response.json.message }).toEqual(notFound);
    }
    for (const response of [await setStatus(event.id, "completed", stranger), await stranger.request("DELETE", `/api/timeline/${event.id}`)]) {
      expect({ status: response.status, message: response.json.message }).toEqual({ status: 404, message: "Timeline event not found" });
    }
    expect(await timelineOf(projectId)).toEqual([event]);
  });
});

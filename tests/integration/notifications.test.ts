import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Queue, UnrecoverableError, type Worker } from "bullmq";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventQueueOf,
  itemOverdueEvent,
  quoteApprovedEvent,
  quoteChangesRequestedEvent,
  quoteViewedEvent,
  voiceNoteHeardEvent,
  voiceNoteJob,
  type Notification,
  type NotificationList,
} from "@atelier/contracts";
import { createRedis, handleJob, recordJob, signIdentity, startJobWorker, UNEXPECTED_JOB_FAILURE, writeEvent, type Identity, type JobOwner } from "@atelier/kit";
import { notifyUpcomingMeetings } from "../../services/projects/src/notifications/upcoming-meetings";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import { extractedItem } from "../support/extracted-items";
import { TestClient, uniqueEmail } from "../support/http-client";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { connected, openSocket } from "../support/sockets";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

let stack: TestStack;
let workers: ProjectsTestWorkers;
let redis: ReturnType<typeof createRedis>;
let events: Queue;
const sockets: Socket[] = [];

/** Two designers of one studio, each signed in, and the studio's project. */
let owner: { client: TestClient; id: string; email: string };
let colleague: { client: TestClient; id: string; email: string };
let studioId: string;
let projectId: string;

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startProjectsWorkers(stack);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  events = new Queue(eventQueueOf("projects"), { connection: redis });

  const first = await signedInDesigner(stack.gatewayUrl);
  studioId = first.user.studio.id;
  owner = { client: first.client, id: first.user.id, email: (await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).email };
  colleague = await designerJoining(studioId);
  projectId = (await owner.client.post("/api/projects", newProject)).json.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await events.close();
  await redis.quit();
  await workers.close();
  await stack.close();
});

/** A designer who signs up, is moved into the studio, and signs in again there. */
async function designerJoining(studio: string) {
  const email = uniqueEmail();
  const signUp = new TestClient(stack.gatewayUrl);
  const { id } = (await signUp.post("/api/register", { email, password: "s3cret-pass", firstName: "Sipho", lastName: "Dlamini" })).json;
  await stack.auth.prisma.user.update({ where: { id }, data: { studioId: studio, role: "designer" } });
  const client = new TestClient(stack.gatewayUrl);
  expect((await client.post("/api/login", { email, password: "s3cret-pass" })).status).toBe(200);
  return { client, id: id as string, email };
}

const listOf = async (client: TestClient): Promise<NotificationList> => (await client.get("/api/notifications")).json;
const ofKind = async (client: TestClient, kind: Notification["kind"]) => (await listOf(client)).notifications.filter((each) => each.kind === kind);

/** The .eml files written so far, by recipient. */
async function mailsTo(address: string): Promise<string[]> {
  const names = (await readdir(stack.mailOutboxDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const mails = await Promise.all(names.map((name) => readFile(join(stack.mailOutboxDir, name), "utf8")));
  return mails.filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "mi").test(mail));
}

const delivered = (eventId: string) => eventDelivery(events, stack.auth.prisma).delivered(eventId);
const redeliver = (eventId: string) => eventDelivery(events, stack.auth.prisma).redeliver(eventId);

const quoteEvent = () => ({ quoteId: randomUUID(), projectId, studioId, number: "Q-2026-0042", version: 2 });

async function approve(eventId = randomUUID(), quote = quoteEvent()) {
  await writeEvent(stack.auth.prisma, quoteApprovedEvent, eventId, { ...quote, approvalId: randomUUID(), signedBy: "Pieter van der Merwe", total: "143750.00" });
  await delivered(eventId);
  return eventId;
}

/** A request straight to the projects service, signed as the gateway signs it. */
async function asCaller(identity: Pick<Identity, "userId" | "studioId" | "role">, method: string, path: string) {
  const signed: Identity = { requestId: randomUUID(), portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "notifications-test", ...identity };
  const response = await fetch(`${stack.projectsUrl}${path}`, { method, headers: signIdentity(TEST_SECRET, signed, method, path) });
  return { status: response.status, body: await response.text() };
}

describe("notifications of a client's approval", () => {
  it("reach every designer of the studio once, live and by e-mail, even when the event is delivered twice", async () => {
    const socket = openSocket(stack.gatewayUrl, { cookie: owner.client.cookieHeader, origin: stack.gatewayUrl });
    sockets.push(socket);
    await connected(socket);
    const pushed: Notification[] = [];
    socket.on("notification.created", (notification: Notification) => pushed.push(notification));

    const eventId = await approve();
    const [approved] = await ofKind(owner.client, "quote_approved");
    expect(approved).toMatchObject({
      type: "system",
      title: "Quote approved",
      message: "Pieter van der Merwe approved quote Q-2026-0042 (version 2) for Constantia Residence: R 143,750.00 incl. VAT.",
      projectId,
      read: false,
    });
    expect(approved!.link).toMatch(new RegExp(`^/projects/${projectId}/quotes/`));
    expect(await ofKind(colleague.client, "quote_approved")).toHaveLength(1);
    await expect.poll(() => pushed.map((notification) => notification.id)).toEqual([approved!.id]);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(colleague.email)).toHaveLength(1);
    expect((await mailsTo(owner.email))[0]).toContain("Subject: Quote approved");

    await redeliver(eventId);
    expect(await ofKind(owner.client, "quote_approved")).toHaveLength(1);
    expect(await ofKind(colleague.client, "quote_approved")).toHaveLength(1);
    expect(await stack.auth.prisma.notification.count({ where: { dedupeKey: `event:${eventId}` } })).toBe(2);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(colleague.email)).toHaveLength(1);
    expect(pushed).toHaveLength(1);
  });

  it("are not made for another studio's designers", async () => {
    const other = await signedInDesigner(stack.gatewayUrl);
    await approve();
    expect((await listOf(other.client)).notifications).toEqual([]);
  });
});

describe("a quote's first view in the portal", () => {
  it("notifies once, however many views follow", async () => {
    const quote = quoteEvent();
    const view = () => ({ ...quote, portalTokenId: randomUUID(), ipAddress: "198.51.100.7", userAgent: "Safari", viewedAt: new Date().toISOString() });
    for (const eventId of [randomUUID(), randomUUID()]) {
      await writeEvent(stack.auth.prisma, quoteViewedEvent, eventId, view());
      await delivered(eventId);
    }
    const viewed = (await ofKind(owner.client, "quote_viewed")).filter((each) => each.link?.endsWith(quote.quoteId));
    expect(viewed.map((each) => each.message)).toEqual(["The client opened quote Q-2026-0042 (version 2) for Constantia Residence for the first time."]);
  });
});

describe("preferences", () => {
  it("start from the defaults: everything in the app, e-mail for a client's answers and proofs of payment", async () => {
    const { status, json } = await colleague.client.get("/api/notifications/preferences");
    expect(status).toBe(200);
    expect(json).toEqual({
      quote_approved: { inApp: true, email: true },
      quote_changes_requested: { inApp: true, email: true },
      quote_viewed: { inApp: true, email: false },
      job_failed: { inApp: true, email: false },
      voice_note_processed: { inApp: true, email: false },
      item_overdue: { inApp: true, email: false },
      meeting_tomorrow: { inApp: true, email: false },
      visit_delayed: { inApp: true, email: false },
      payment_proof_uploaded: { inApp: true, email: true },
      invoice_overdue: { inApp: true, email: false },
    });
  });

  it("refuse kinds that do not exist and settings that are not on or off, naming the field", async () => {
    const unknownKind = await owner.client.request("PUT", "/api/notifications/preferences", { json: { preferences: { gossip: { inApp: true, email: true } } } });
    expect(unknownKind.status).toBe(400);
    expect(Object.keys(unknownKind.json.errors)).toEqual(["preferences"]);
    const notBoolean = await owner.client.request("PUT", "/api/notifications/preferences", { json: { preferences: { quote_viewed: { inApp: "yes", email: false } } } });
    expect(notBoolean.status).toBe(400);
    expect(Object.keys(notBoolean.json.errors)).toEqual(["preferences.quote_viewed.inApp"]);
  });

  it("turn the app off and e-mail on for one kind, for one designer, leaving the other kinds and designers as they were", async () => {
    const saved = await owner.client.request("PUT", "/api/notifications/preferences", { json: { preferences: { quote_changes_requested: { inApp: false, email: true }, quote_viewed: { inApp: true, email: true } } } });
    expect(saved.status).toBe(200);
    expect(saved.json.quote_changes_requested).toEqual({ inApp: false, email: true });
    expect(saved.json.quote_approved).toEqual({ inApp: true, email: true });
    expect((await owner.client.get("/api/notifications/preferences")).json.quote_viewed).toEqual({ inApp: true, email: true });

    const mailedBefore = (await mailsTo(owner.email)).length;
    const eventId = randomUUID();
    await writeEvent(stack.auth.prisma, quoteChangesRequestedEvent, eventId, { ...quoteEvent(), comment: "Could the sofa be in linen?", requestedBy: "Pieter" });
    await delivered(eventId);
    expect(await ofKind(owner.client, "quote_changes_requested")).toEqual([]);
    expect(await mailsTo(owner.email)).toHaveLength(mailedBefore + 1);
    expect((await mailsTo(owner.email)).at(-1) ?? "").toContain("Subject: Changes requested");
    const [told] = await ofKind(colleague.client, "quote_changes_requested");
    expect(told!.message).toBe("Pieter asked for changes to quote Q-2026-0042 (version 2) for Constantia Residence: “Could the sofa be in linen?”");
  });

  it("with both off, no notification is written at all", async () => {
    await colleague.client.request("PUT", "/api/notifications/preferences", { json: { preferences: { quote_approved: { inApp: false, email: false } } } });
    const eventId = await approve();
    expect(await stack.auth.prisma.notification.findMany({ where: { dedupeKey: `event:${eventId}` }, select: { userId: true } })).toEqual([{ userId: owner.id }]);
    await colleague.client.request("PUT", "/api/notifications/preferences", { json: { preferences: { quote_approved: { inApp: true, email: true } } } });
  });
});

describe("a job that fails for good", () => {
  const failingWorkers: Worker[] = [];
  afterAll(() => Promise.all(failingWorkers.map((worker) => worker.close())));

  /** Runs one voice-note job of the owner's, on a queue of its own, whose handler fails with `error`; answers its id. */
  async function failedJob(error: Error): Promise<string> {
    const definition = { ...voiceNoteJob, queue: `notifications-test-${randomUUID()}`, attempts: 1 };
    failingWorkers.push(startJobWorker(definition.queue, [handleJob(definition, () => Promise.reject(error))], workers.deps));
    const jobOwner: JobOwner = { studioId, userId: owner.id, projectId };
    const jobId = randomUUID();
    await recordJob(stack.auth.prisma, jobId, definition, jobOwner);
    const queue = new Queue(definition.queue, { connection: redis });
    await queue.add(definition.name, { owner: jobOwner, data: { recordingKey: "studios/x/recordings/y", roomId: randomUUID() } }, { jobId, attempts: 1 });
    await queue.close();
    return jobId;
  }

  it("tells its owner what failed and why, once", async () => {
    const jobId = await failedJob(new UnrecoverableError("The room no longer exists"));

    await expect.poll(async () => (await ofKind(owner.client, "job_failed")).length, { timeout: 15_000 }).toBe(1);
    const [failed] = await ofKind(owner.client, "job_failed");
    expect(failed).toMatchObject({ title: "Job failed", message: "Processing a voice note failed: The room no longer exists", link: `/projects/${projectId}`, projectId });
    expect((await stack.auth.prisma.jobRecord.findUniqueOrThrow({ where: { id: jobId } })).state).toBe("failed");
    expect(await ofKind(colleague.client, "job_failed")).toEqual([]);
  });

  it("never shows the internals of an error no handler meant to show, in the notification or the job", async () => {
    const internal = new Error("\nInvalid `prisma.quote.create()` invocation in\n/work/services/quotes/src/generation/save-new-quote.ts:33:36\n→ 33 const quote = await tx.quote.create(\nnumeric field overflow");
    const jobId = await failedJob(internal);

    await expect.poll(async () => (await ofKind(owner.client, "job_failed")).length, { timeout: 15_000 }).toBe(2);
    const shown = JSON.stringify([await ofKind(owner.client, "job_failed"), (await owner.client.get(`/api/jobs/${jobId}`)).json]);
    expect(shown).toContain(`Processing a voice note failed: ${UNEXPECTED_JOB_FAILURE}`);
    expect(shown).not.toMatch(/prisma|invocation|\.ts|overflow|\/work\//);
  });
});

describe("a voice note processed", () => {
  it("tells the designer who recorded it how many items went into the room, once", async () => {
    const room = (await owner.client.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).json;
    const jobOwner: JobOwner = { studioId, userId: owner.id, projectId };
    const jobId = randomUUID();
    await recordJob(stack.auth.prisma, jobId, voiceNoteJob, jobOwner);
    const eventId = randomUUID();
    const heard = { roomId: room.id, recordingKey: `studios/${studioId}/recordings/${randomUUID()}.webm`, transcript: "two oak chairs and a lamp", duration: 4, items: [extractedItem("oak chair", 0.95), extractedItem("lamp", 0.5)].map((item) => ({ ...item, unit: "each" as const, category: "furniture" as const })) };
    await writeEvent(stack.auth.prisma, voiceNoteHeardEvent, eventId, heard, { owner: jobOwner, continues: { jobId, name: voiceNoteJob.name } });
    await delivered(eventId);
    await redeliver(eventId);

    const processed = await ofKind(owner.client, "voice_note_processed");
    expect(processed.map(({ title, message, link }) => ({ title, message, link }))).toEqual([{ title: "Voice note processed", message: "1 item added to Study in Constantia Residence.", link: `/rooms/${room.id}` }]);
  });
});

describe("an ordered item past its expected date", () => {
  it("tells its designer once for that date, or the whole studio when it has no designer", async () => {
    const item = { projectId, studioId, productionItemId: randomUUID(), roomItemId: null, name: "Walnut sofa", expectedOn: "2026-11-20" };
    for (const eventId of [randomUUID(), randomUUID()]) {
      await writeEvent(stack.auth.prisma, itemOverdueEvent, eventId, { ...item, designerId: colleague.id });
      await delivered(eventId);
    }
    expect((await ofKind(colleague.client, "item_overdue")).map(({ title, message, link }) => ({ title, message, link }))).toEqual([
      { title: "Item overdue", message: "Walnut sofa for Constantia Residence was expected on 20 Nov 2026 and has not arrived.", link: `/projects/${projectId}` },
    ]);
    expect(await ofKind(owner.client, "item_overdue")).toEqual([]);

    const unassigned = randomUUID();
    await writeEvent(stack.auth.prisma, itemOverdueEvent, unassigned, { ...item, productionItemId: randomUUID(), designerId: null });
    await delivered(unassigned);
    expect(await ofKind(owner.client, "item_overdue")).toHaveLength(1);
  });
});

describe("a meeting within the next day", () => {
  it("is announced to the studio's designers once, and again only when it moves", async () => {
    const startsAt = new Date(Date.now() + 3 * 3600 * 1000);
    const meeting = (await owner.client.post(`/api/projects/${projectId}/meetings`, { title: "Fabric selection", scheduledAt: startsAt.toISOString(), location: "Showroom", attendees: [{ name: "Pieter" }] })).json;
    const later = (await owner.client.post(`/api/projects/${projectId}/meetings`, { title: "Handover", scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), attendees: [{ name: "Pieter" }] })).json;
    await notifyUpcomingMeetings(stack.auth.prisma, workers.deps.notifier);
    await notifyUpcomingMeetings(stack.auth.prisma, workers.deps.notifier);
    for (const designer of [owner, colleague]) {
      const told = await ofKind(designer.client, "meeting_tomorrow");
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toMatch(/^Fabric selection for Constantia Residence at \d\d:\d\d, Showroom\.$/);
      expect(told[0]!.title).toMatch(/^Meeting (today|tomorrow)$/);
    }
    await stack.auth.prisma.meeting.update({ where: { id: meeting.id }, data: { scheduledAt: new Date(startsAt.getTime() + 3600 * 1000) } });
    await notifyUpcomingMeetings(stack.auth.prisma, workers.deps.notifier);
    expect(await ofKind(owner.client, "meeting_tomorrow")).toHaveLength(2);
    expect(await stack.auth.prisma.notification.count({ where: { dedupeKey: { startsWith: `meeting:${later.id}` } } })).toBe(0);
  });
});

describe("the notification routes", () => {
  it("read, dismiss one and dismiss all of the caller's own", async () => {
    await approve();
    await approve();
    const before = await listOf(colleague.client);
    const [newest, second] = before.notifications;
    expect(before.unreadCount).toBe(before.notifications.filter((each) => !each.read).length);

    const read = await colleague.client.post(`/api/notifications/${newest!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: newest!.id, read: true });
    expect((await listOf(colleague.client)).unreadCount).toBe(before.unreadCount - 1);

    expect((await colleague.client.request("DELETE", `/api/notifications/${second!.id}`)).status).toBe(204);
    expect((await listOf(colleague.client)).notifications.map((each) => each.id)).not.toContain(second!.id);
    expect((await colleague.client.request("DELETE", `/api/notifications/${second!.id}`)).status).toBe(404);

    expect((await colleague.client.request("DELETE", "/api/notifications")).status).toBe(204);
    expect(await listOf(colleague.client)).toEqual({ notifications: [], unreadCount: 0 });
    expect((await listOf(owner.client)).notifications.length).toBeGreaterThan(0);
  });

  it("answer another designer's notification, of the studio or not, with the missing one's 404, and change nothing", async () => {
    const eventId = await approve();
    const mine = await stack.auth.prisma.notification.findFirstOrThrow({ where: { dedupeKey: `event:${eventId}`, userId: owner.id } });
    const stranger = (await signedInDesigner(stack.gatewayUrl)).user;
    const notFound = { status: 404, body: JSON.stringify({ message: "Notification not found" }) };
    for (const caller of [{ userId: colleague.id, studioId, role: "designer" }, { userId: stranger.id, studioId: stranger.studio.id, role: "owner" }]) {
      expect(await asCaller(caller, "POST", `/api/notifications/${mine.id}/read`)).toEqual(notFound);
      expect(await asCaller(caller, "DELETE", `/api/notifications/${mine.id}`)).toEqual(notFound);
      expect(await asCaller(caller, "DELETE", "/api/notifications")).toEqual({ status: 204, body: "" });
    }
    expect(await stack.auth.prisma.notification.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(mine);
  });

  it("answer 401 without a session", async () => {
    const nobody = new TestClient(stack.gatewayUrl);
    expect((await nobody.get("/api/notifications")).status).toBe(401);
    expect((await nobody.get("/api/notifications/preferences")).status).toBe(401);
  });
});

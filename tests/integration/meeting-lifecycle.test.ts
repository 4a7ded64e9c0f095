import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { attachedCalendar, awaitMails, calendarValue, mailsTo } from "../support/invitation-mail";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();
let workers: ProjectsTestWorkers;
beforeAll(async () => {
  workers = await startProjectsWorkers(studio.stack);
});
afterAll(() => workers.close());

type Attendee = { name: string; role?: string; email?: string };

const guestAddress = () => `guest.${randomUUID().slice(0, 8)}@example.co.za`;

const meetingWith = (attendees: Attendee[]) => ({
  title: "Concept presentation, living areas; main suite",
  description: "Fabrics\nand finishes",
  type: "presentation",
  scheduledAt: "2026-12-03T10:30:00+02:00",
  duration: 90,
  location: "12 Rhodes Drive, Constantia",
  meetingUrl: "https://meet.example.com/abc-defg-hij",
  attendees,
});

const put = (client: TestClient, path: string, json: unknown) => client.request("PUT", path, { json });

async function scheduled(client = studio.designer, projectId = studio.projectId, attendees: Attendee[] = [{ name: "Pieter", email: guestAddress() }]) {
  const response = await client.post(`/api/projects/${projectId}/meetings`, meetingWith(attendees));
  expect(response.status).toBe(201);
  return response.json as { id: string; projectId: string; attendees: Array<{ name: string; email: string | null }> };
}

const act = (meetingId: string, action: "start" | "complete" | "cancel", body: unknown = {}) => studio.designer.post(`/api/meetings/${meetingId}/${action}`, body);

describe("calendar invitations", () => {
  it("mails the attendees with an e-mail address an .ics invitation when a meeting is scheduled", async () => {
    const pieter = guestAddress();
    const meeting = await scheduled(studio.designer, studio.projectId, [
      { name: "Pieter van der Merwe", role: "Client", email: pieter },
      { name: "Lindiwe Khoza", role: "Architect" },
    ]);

    const [mail, ...more] = await awaitMails(studio.stack.mailOutboxDir, pieter, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Invitation: Concept presentation, living areas; main suite");
    const ics = attachedCalendar(mail!);
    expect(calendarValue(ics, "METHOD")).toBe("REQUEST");
    expect(calendarValue(ics, "UID")).toBe(`${meeting.id}@atelier`);
    expect(calendarValue(ics, "SEQUENCE")).toBe("0");
    expect(calendarValue(ics, "DTSTART")).toBe("20261203T083000Z");
    expect(calendarValue(ics, "DTEND")).toBe("20261203T100000Z");
    expect(calendarValue(ics, "DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(calendarValue(ics, "SUMMARY")).toBe("Concept presentation\\, living areas\\; main suite");
    expect(calendarValue(ics, "LOCATION")).toBe("12 Rhodes Drive\\, Constantia");
    expect(calendarValue(ics, "DESCRIPTION")).toBe("Fabrics\\nand finishes");
    expect(calendarValue(ics, "URL")).toBe("https://meet.example.com/abc-defg-hij");
    expect(calendarValue(ics, "ORGANIZER")).toMatch(/^mailto:/);
    expect(ics.filter((line) => line.name === "ATTENDEE").map((line) => line.value)).toEqual([`mailto:${pieter}`]);
  });

  it("sends nobody anything when no attendee has an e-mail address", async () => {
    const meeting = await scheduled(studio.designer, studio.projectId, [{ name: "Lindiwe" }]);
    expect(await studio.stack.auth.prisma.outboxEvent.count({ where: { type: "job.send-meeting-invitation", payload: { path: ["data", "meetingId"], equals: meeting.id } } })).toBe(0);
  });

  it("re-invites with the same UID and the next SEQUENCE when the meeting is rescheduled, and cancels for an attendee taken off", async () => {
    const [pieter, naledi] = [guestAddress(), guestAddress()];
    const meeting = await scheduled(studio.designer, studio.projectId, [
      { name: "Pieter", email: pieter },
      { name: "Naledi", email: naledi },
    ]);
    await awaitMails(studio.stack.mailOutboxDir, pieter, 1);

    const moved = await put(studio.designer, `/api/meetings/${meeting.id}`, { ...meetingWith([{ name: "Pieter", email: pieter }, { name: "Naledi", email: naledi }]), scheduledAt: "2026-12-04T07:00:00Z", duration: 60 });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ id: meeting.id, scheduledAt: "2026-12-04T07:00:00.000Z", duration: 60, status: "scheduled" });

    const [, update] = await awaitMails(studio.stack.mailOutboxDir, pieter, 2);
    expect(update!.subject).toBe("Updated invitation: Concept presentation, living areas; main suite");
    const updated = attachedCalendar(update!);
    expect(calendarValue(updated, "UID")).toBe(`${meeting.id}@atelier`);
    expect(calendarValue(updated, "SEQUENCE")).toBe("1");
    expect(calendarValue(updated, "DTSTART")).toBe("20261204T070000Z");
    expect(calendarValue(updated, "DTEND")).toBe("20261204T080000Z");

    const unchanged = await put(studio.designer, `/api/meetings/${meeting.id}`, { ...meetingWith([{ name: "Pieter", email: pieter }, { name: "Naledi", email: naledi }]), scheduledAt: "2026-12-04T07:00:00Z", duration: 60, priority: "urgent" });
    expect(unchanged.json.priority).toBe("urgent");

    const dropped = await put(studio.designer, `/api/meetings/${meeting.id}`, { ...meetingWith([{ name: "Pieter", email: pieter }]), scheduledAt: "2026-12-04T07:00:00Z", duration: 60 });
    expect(dropped.json.attendees).toEqual([{ name: "Pieter", role: null, email: pieter }]);
    const [, , removal] = await awaitMails(studio.stack.mailOutboxDir, naledi, 3);
    expect(removal!.subject).toBe("Cancelled: Concept presentation, living areas; main suite");
    const cancelled = attachedCalendar(removal!);
    expect(calendarValue(cancelled, "METHOD")).toBe("CANCEL");
    expect(calendarValue(cancelled, "SEQUENCE")).toBe("2");
    const [, , third] = await awaitMails(studio.stack.mailOutboxDir, pieter, 3);
    expect(calendarValue(attachedCalendar(third!), "SEQUENCE")).toBe("2");
    // The priority alone is nothing the attendees' calendars hold: no mail went for it.
    expect(await mailsTo(studio.stack.mailOutboxDir, pieter)).toHaveLength(3);
    expect((await studio.stack.auth.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } })).invitationSequence).toBe(2);
  });

  it("sends METHOD:CANCEL with the reason, escaped, when the meeting is cancelled", async () => {
    const pieter = guestAddress();
    const meeting = await scheduled(studio.designer, studio.projectId, [{ name: "Pieter", email: pieter }]);
    await awaitMails(studio.stack.mailOutboxDir, pieter, 1);

    const response = await act(meeting.id, "cancel", { reason: "Client travelling; back in January, after the 10th" });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "cancelled", cancellationReason: "Client travelling; back in January, after the 10th" });

    const [, cancellation] = await awaitMails(studio.stack.mailOutboxDir, pieter, 2);
    expect(cancellation!.subject).toBe("Cancelled: Concept presentation, living areas; main suite");
    expect(cancellation!.text).toContain("Reason: Client travelling; back in January, after the 10th");
    const ics = attachedCalendar(cancellation!);
    expect(calendarValue(ics, "METHOD")).toBe("CANCEL");
    expect(calendarValue(ics, "STATUS")).toBe("CANCELLED");
    expect(calendarValue(ics, "UID")).toBe(`${meeting.id}@atelier`);
    expect(calendarValue(ics, "SEQUENCE")).toBe("1");
    expect(calendarValue(ics, "DESCRIPTION")).toBe("Fabrics\\nand finishes\\n\\nCancelled: Client travelling\\; back in January\\, after the 10th");
  });

  it("starts the invitation's job in the change's transaction, through the outbox", async () => {
    const pieter = guestAddress();
    const meeting = await scheduled(studio.designer, studio.projectId, [{ name: "Pieter", email: pieter }]);
    const rows = await studio.stack.auth.prisma.outboxEvent.findMany({ where: { type: "job.send-meeting-invitation", payload: { path: ["data", "meetingId"], equals: meeting.id } } });
    expect(rows).toHaveLength(1);
    const record = await studio.stack.auth.prisma.jobRecord.findUniqueOrThrow({ where: { id: rows[0]!.id } });
    expect(record).toMatchObject({ name: "send-meeting-invitation", projectId: studio.projectId });
  });
});

describe("a meeting's transitions", () => {
  it("starts a scheduled meeting, then completes it with its outcome and follow-ups", async () => {
    const meeting = await scheduled();
    const started = await act(meeting.id, "start");
    expect(started.status).toBe(200);
    expect(started.json.status).toBe("in_progress");
    expect(started.json.startedAt).toEqual(expect.any(String));

    const completed = await act(meeting.id, "complete", {
      outcomes: "Client approved the living room concept",
      followUps: [
        { text: "Send revised fabric samples", dueDate: "2026-12-12" },
        { text: "Book the electrician", dueDate: "2026-12-08" },
        { text: "Confirm budget", dueDate: "" },
      ],
    });
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({
      status: "completed",
      outcomes: "Client approved the living room concept",
      followUpRequired: true,
      followUpDate: "2026-12-08",
      followUps: [
        { text: "Send revised fabric samples", dueDate: "2026-12-12" },
        { text: "Book the electrician", dueDate: "2026-12-08" },
        { text: "Confirm budget", dueDate: null },
      ],
    });
    const listed = (await studio.designer.get(`/api/projects/${studio.projectId}/meetings`)).json.find((each: { id: string }) => each.id === meeting.id);
    expect(listed).toEqual(completed.json);
  });

  it("completes a scheduled meeting that was never started, without follow-ups", async () => {
    const meeting = await scheduled();
    const completed = await act(meeting.id, "complete", {});
    expect(completed.json).toMatchObject({ status: "completed", outcomes: null, followUps: [], followUpRequired: false, followUpDate: null });
  });

  it("cancels a meeting in progress", async () => {
    const meeting = await scheduled();
    await act(meeting.id, "start");
    expect((await act(meeting.id, "cancel", { reason: "Power failure on site" })).json.status).toBe("cancelled");
  });

  const edit = (meetingId: string) => put(studio.designer, `/api/meetings/${meetingId}`, meetingWith([{ name: "Pieter" }]));
  const refusals: Array<[string, string[], (id: string) => Promise<{ status: number; json: { message: string } }>, string]> = [
    ["start", ["start"], (id) => act(id, "start"), "This meeting is in progress and cannot be started"],
    ["edit", ["start"], edit, "This meeting is in progress and cannot be edited"],
    ["start", ["complete"], (id) => act(id, "start"), "This meeting is completed and cannot be started"],
    ["edit", ["complete"], edit, "This meeting is completed and cannot be edited"],
    ["complete", ["complete"], (id) => act(id, "complete"), "This meeting is completed and cannot be completed"],
    ["cancel", ["complete"], (id) => act(id, "cancel", { reason: "Too late" }), "This meeting is completed and cannot be cancelled"],
    ["start", ["cancel"], (id) => act(id, "start"), "This meeting is cancelled and cannot be started"],
    ["edit", ["cancel"], edit, "This meeting is cancelled and cannot be edited"],
    ["complete", ["cancel"], (id) => act(id, "complete"), "This meeting is cancelled and cannot be completed"],
    ["cancel", ["cancel"], (id) => act(id, "cancel", { reason: "Again" }), "This meeting is cancelled and cannot be cancelled"],
  ];
  it.each(refusals)("refuses to %s a meeting after %j with 409", async (_action, before, attempt, message) => {
    const meeting = await scheduled();
    for (const step of before) expect((await act(meeting.id, step as "start", step === "cancel" ? { reason: "Moved" } : {})).status).toBe(200);
    const status = (await studio.stack.auth.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } })).status;
    const response = await attempt(meeting.id);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(message);
    expect((await studio.stack.auth.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } })).status).toBe(status);
  });
});

describe("editing a meeting", () => {
  it("saves every field and replaces the attendees in the order given", async () => {
    const meeting = await scheduled();
    const response = await put(studio.designer, `/api/meetings/${meeting.id}`, {
      title: "Site walk-through",
      description: null,
      type: "site_visit",
      scheduledAt: "2027-01-05T08:00:00Z",
      duration: 45,
      location: "On site",
      meetingUrl: "",
      priority: "high",
      attendees: [{ name: "Thandi", role: "Contractor", email: "" }, { name: "Pieter" }],
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      title: "Site walk-through",
      description: null,
      type: "site_visit",
      scheduledAt: "2027-01-05T08:00:00.000Z",
      duration: 45,
      meetingUrl: null,
      priority: "high",
      attendees: [{ name: "Thandi", role: "Contractor", email: null }, { name: "Pieter", role: null, email: null }],
    });
  });

  it.each([
    ["meetingUrl", { meetingUrl: "javascript:alert(1)" }, "Must be a web address starting with http:// or https://"],
    ["meetingUrl", { meetingUrl: "ftp://files.example.com/x" }, "Must be a web address starting with http:// or https://"],
    ["duration", { duration: 20 }, "Duration must be in steps of 15 minutes"],
    ["attendees", { attendees: [] }, "Add at least one attendee"],
    ["scheduledAt", { scheduledAt: "tomorrow" }, "Please choose a date and time"],
  ])("refuses %s: %j with the field and the reason", async (field, change, message) => {
    const meeting = await scheduled();
    const response = await put(studio.designer, `/api/meetings/${meeting.id}`, { ...meetingWith([{ name: "Pieter" }]), ...change });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
  });

  it("refuses an unsafe link when scheduling too", async () => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/meetings`, { ...meetingWith([{ name: "Pieter" }]), meetingUrl: "data:text/html,hi" });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(["meetingUrl"]);
  });

  it.each([
    ["reason", "cancel", {}, "Please give a reason for cancelling"],
    ["reason", "cancel", { reason: "   " }, "Please give a reason for cancelling"],
    ["followUps.0.text", "complete", { followUps: [{ text: "" }] }, "Describe the follow-up"],
    ["followUps.0.dueDate", "complete", { followUps: [{ text: "Call", dueDate: "2026-02-30" }] }, "Due date must be a real date"],
  ] as const)("refuses %s on %s: %j", async (field, action, body, message) => {
    const meeting = await scheduled();
    const response = await act(meeting.id, action, body);
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
    expect((await studio.stack.auth.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } })).status).toBe("scheduled");
  });
});

describe("another studio's meetings", () => {
  it("are 404 to every change, and stay as they were", async () => {
    const meeting = await scheduled();
    const { client: stranger } = await signedInDesigner(studio.stack.gatewayUrl);
    const answers = await Promise.all([
      put(stranger, `/api/meetings/${meeting.id}`, meetingWith([{ name: "Mallory" }])),
      stranger.post(`/api/meetings/${meeting.id}/start`, {}),
      stranger.post(`/api/meetings/${meeting.id}/complete`, {}),
      stranger.post(`/api/meetings/${meeting.id}/cancel`, { reason: "Not mine" }),
      studio.designer.post(`/api/meetings/${randomUUID()}/start`, {}),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 404, 404]);
    const row = await studio.stack.auth.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } });
    expect(row).toMatchObject({ status: "scheduled", title: meetingWith([]).title, startedAt: null, cancellationReason: null });

    const theirs = (await stranger.post("/api/projects", newProject)).json.id;
    const their = await scheduled(stranger, theirs, [{ name: "Mallory" }]);
    expect((await act(their.id, "start")).status).toBe(404);
  });
});

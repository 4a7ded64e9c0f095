import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { activityPageSchema, activitySentence } from "@atelier/contracts";
import { signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();

const installation = {
  type: "lighting",
  title: "Pendant installation",
  description: "Dining room feature pendants",
  scheduledDate: "2027-01-20T07:00:00.000Z",
  estimatedDuration: 6,
  teamMembers: "Sipho (electrician), Thandi",
  requirements: "Scaffold, isolate DB",
  notes: "Gate code 4411",
  priority: "urgent",
};

const put = (client: TestClient, path: string, json: unknown) => client.request("PUT", path, { json });
const act = (id: string, action: "start" | "complete" | "cancel", body: unknown = {}) => studio.designer.post(`/api/installations/${id}/${action}`, body);
const rowOf = (id: string) => studio.stack.auth.prisma.installation.findUniqueOrThrow({ where: { id } });

async function scheduled(): Promise<{ id: string }> {
  const response = await studio.designer.post(`/api/projects/${studio.projectId}/installations`, installation);
  expect(response.status).toBe(201);
  return response.json;
}

/** The installation's entries in its project's activity, newest first. */
const activityOf = async (id: string) =>
  activityPageSchema.parse((await studio.designer.get(`/api/projects/${studio.projectId}/activity?record=installation`)).json).entries.filter((entry) => entry.record.id === id);

const completionEvents = async (installationId: string) =>
  studio.stack.auth.prisma.outboxEvent.findMany({ where: { type: "event.installation.completed", payload: { path: ["data", "installationId"], equals: installationId } } });

describe("editing an installation", () => {
  it("saves the form's fields and reschedules it", async () => {
    const { id } = await scheduled();
    const response = await put(studio.designer, `/api/installations/${id}`, { ...installation, title: "Pendants and wall lights", scheduledDate: "2027-01-22T06:30:00+02:00", estimatedDuration: 7.5, notes: "" });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id, title: "Pendants and wall lights", scheduledDate: "2027-01-22T04:30:00.000Z", estimatedDuration: 7, notes: null, status: "scheduled" });
    expect((await studio.designer.get(`/api/projects/${studio.projectId}/installations`)).json).toContainEqual(response.json);
    const [edited] = await activityOf(id);
    expect(activitySentence(edited!)).toBe("Nomsa Mahlangu changed installation Pendants and wall lights on 2027-01-22");
    expect(edited!.changes).toEqual([
      { field: "title", label: "Title", before: "Pendant installation", after: "Pendants and wall lights" },
      { field: "scheduledDate", label: "When", before: "2027-01-20 09:00", after: "2027-01-22 06:30" },
      { field: "estimatedDuration", label: "Hours", before: "6", after: "7" },
      { field: "notes", label: "Notes", before: "Gate code 4411", after: null },
    ]);
  });

  it("schedules a delayed installation again when it is given a new time", async () => {
    const { id } = await scheduled();
    await studio.stack.auth.prisma.installation.update({ where: { id }, data: { status: "delayed" } });
    const response = await put(studio.designer, `/api/installations/${id}`, { ...installation, scheduledDate: "2027-02-01T07:00:00Z" });
    expect(response.json).toMatchObject({ status: "scheduled", scheduledDate: "2027-02-01T07:00:00.000Z" });
  });

  it.each([
    ["title", { title: " " }, "Title is required"],
    ["estimatedDuration", { estimatedDuration: 0 }, "Duration must be at least 1 hour"],
    ["scheduledDate", { scheduledDate: "soon" }, "Please choose a date and time"],
  ])("refuses %s: %j with the field and the reason", async (field, change, message) => {
    const { id } = await scheduled();
    const response = await put(studio.designer, `/api/installations/${id}`, { ...installation, ...change });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
  });
});

describe("an installation's transitions", () => {
  it("starts, then completes, writing installation.completed once in the same transaction", async () => {
    const { id } = await scheduled();
    const started = await act(id, "start");
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: "in_progress", startedAt: expect.any(String), completedAt: null });
    expect(await completionEvents(id)).toEqual([]);

    const completed = await act(id, "complete");
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    const [event, ...more] = await completionEvents(id);
    expect(more).toEqual([]);
    expect((event!.payload as { data: unknown }).data).toEqual({
      installationId: id,
      projectId: studio.projectId,
      studioId: (await studio.stack.auth.prisma.project.findUniqueOrThrow({ where: { id: studio.projectId } })).studioId,
      title: installation.title,
      completedAt: completed.json.completedAt,
    });

    expect((await act(id, "complete")).status).toBe(409);
    expect(await completionEvents(id)).toHaveLength(1);

    const entries = await activityOf(id);
    expect(entries.map(activitySentence)).toEqual(["completed", "started", "scheduled"].map((action) => `Nomsa Mahlangu ${action} installation Pendant installation on 2027-01-20`));
    expect(entries.map((entry) => entry.changes)).toEqual([
      [{ field: "status", label: "Status", before: "In progress", after: "Completed" }],
      [{ field: "status", label: "Status", before: "Scheduled", after: "In progress" }],
      [
        { field: "title", label: "Title", before: null, after: "Pendant installation" },
        { field: "type", label: "Type", before: null, after: "Lighting" },
        { field: "scheduledDate", label: "When", before: null, after: "2027-01-20 09:00" },
        { field: "teamMembers", label: "Team", before: null, after: "Sipho (electrician), Thandi" },
      ],
    ]);
  });

  it("starts a delayed installation", async () => {
    const { id } = await scheduled();
    await studio.stack.auth.prisma.installation.update({ where: { id }, data: { status: "delayed" } });
    expect((await act(id, "start")).json.status).toBe("in_progress");
  });

  it("cancels with the reason, from scheduled or in progress", async () => {
    const first = await scheduled();
    const cancelled = await act(first.id, "cancel", { reason: "Ceiling not ready" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", cancellationReason: "Ceiling not ready" });
    const [called] = await activityOf(first.id);
    expect(activitySentence(called!)).toBe("Nomsa Mahlangu cancelled installation Pendant installation on 2027-01-20");
    expect(called!.changes).toEqual([
      { field: "status", label: "Status", before: "Scheduled", after: "Cancelled" },
      { field: "cancellationReason", label: "Reason", before: null, after: "Ceiling not ready" },
    ]);
    const second = await scheduled();
    await act(second.id, "start");
    expect((await act(second.id, "cancel", { reason: "Wrong fittings delivered" })).json.status).toBe("cancelled");
    expect(await completionEvents(second.id)).toEqual([]);
  });

  const edit = (id: string) => put(studio.designer, `/api/installations/${id}`, installation);
  const refusals: Array<[string, string[], (id: string) => Promise<{ status: number; json: { message: string } }>, string]> = [
    ["complete", [], (id) => act(id, "complete"), "This installation is scheduled and cannot be completed: start it first"],
    ["start", ["start"], (id) => act(id, "start"), "This installation is in progress and cannot be started"],
    ["edit", ["start"], edit, "This installation is in progress and cannot be edited"],
    ["start", ["start", "complete"], (id) => act(id, "start"), "This installation is completed and cannot be started"],
    ["edit", ["start", "complete"], edit, "This installation is completed and cannot be edited"],
    ["cancel", ["start", "complete"], (id) => act(id, "cancel", { reason: "Late" }), "This installation is completed and cannot be cancelled"],
    ["start", ["cancel"], (id) => act(id, "start"), "This installation is cancelled and cannot be started"],
    ["edit", ["cancel"], edit, "This installation is cancelled and cannot be edited"],
    ["complete", ["cancel"], (id) => act(id, "complete"), "This installation is cancelled and cannot be completed"],
    ["cancel", ["cancel"], (id) => act(id, "cancel", { reason: "Again" }), "This installation is cancelled and cannot be cancelled"],
  ];
  it.each(refusals)("refuses to %s after %j with 409", async (_action, before, attempt, message) => {
    const { id } = await scheduled();
    for (const step of before) expect((await act(id, step as "start", step === "cancel" ? { reason: "Moved" } : {})).status).toBe(200);
    const { status } = await rowOf(id);
    const response = await attempt(id);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(message);
    expect((await rowOf(id)).status).toBe(status);
  });

  it("needs a reason to cancel", async () => {
    const { id } = await scheduled();
    const response = await act(id, "cancel", { reason: "" });
    expect(response.status).toBe(400);
    expect(response.json.errors.reason).toEqual(["Please give a reason for cancelling"]);
  });
});

describe("another studio's installations", () => {
  it("are 404 to every change, and stay as they were", async () => {
    const { id } = await scheduled();
    const { client: stranger } = await signedInDesigner(studio.stack.gatewayUrl);
    const answers = await Promise.all([
      put(stranger, `/api/installations/${id}`, installation),
      stranger.post(`/api/installations/${id}/start`, {}),
      stranger.post(`/api/installations/${id}/complete`, {}),
      stranger.post(`/api/installations/${id}/cancel`, { reason: "Not mine" }),
      studio.designer.post(`/api/installations/${randomUUID()}/start`, {}),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 404, 404]);
    expect(await rowOf(id)).toMatchObject({ status: "scheduled", title: installation.title, startedAt: null });
  });
});

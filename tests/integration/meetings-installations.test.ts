import { describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();

const meeting = {
  title: "Concept presentation",
  description: "Living areas and main suite",
  type: "presentation",
  scheduledAt: "2026-12-03T08:30:00.000Z",
  duration: 90,
  location: "Client's home, Constantia",
  priority: "high",
  attendees: [
    { name: "Pieter van der Merwe", role: "Client", email: "pieter@example.co.za" },
    { name: "Lindiwe Khoza", role: "Architect", email: "" },
  ],
};

describe("meetings", () => {
  it("schedules a meeting with its attendees in order, as scheduled", async () => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/meetings`, meeting);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      ...meeting,
      status: "scheduled",
      attendees: [meeting.attendees[0], { name: "Lindiwe Khoza", role: "Architect", email: null }],
    });
    const listed = (await studio.designer.get(`/api/projects/${studio.projectId}/meetings`)).json;
    expect(listed).toContainEqual(response.json);
  });

  it("applies the form's defaults", async () => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/meetings`, {
      title: "Check-in",
      scheduledAt: "2026-12-04T10:00:00+02:00",
      attendees: [{ name: "Pieter" }],
    });
    expect(response.json).toMatchObject({ type: "consultation", priority: "medium", duration: 60, scheduledAt: "2026-12-04T08:00:00.000Z" });
  });

  it("lists meetings by time", async () => {
    const { client } = await signedInDesigner(studio.stack.gatewayUrl);
    const project = (await client.post("/api/projects", newProject)).json;
    for (const at of ["2026-12-10T09:00:00Z", "2026-12-01T09:00:00Z"]) {
      await client.post(`/api/projects/${project.id}/meetings`, { ...meeting, scheduledAt: at });
    }
    const times = (await client.get(`/api/projects/${project.id}/meetings`)).json.map((m: { scheduledAt: string }) => m.scheduledAt);
    expect(times).toEqual(["2026-12-01T09:00:00.000Z", "2026-12-10T09:00:00.000Z"]);
  });

  it.each([
    ["title", { title: "" }, "Title is required"],
    ["scheduledAt", { scheduledAt: "next tuesday" }, "Please choose a date and time"],
    ["duration", { duration: 10 }, "Duration must be at least 15 minutes"],
    ["duration", { duration: 50 }, "Duration must be in steps of 15 minutes"],
    ["attendees", { attendees: [] }, "Add at least one attendee"],
    ["attendees.0.email", { attendees: [{ name: "Pieter", email: "pieter@" }] }, "Please enter a valid email address"],
    ["attendees.0.name", { attendees: [{ name: " " }] }, "Attendee name is required"],
  ])("refuses %s: %j", async (field, change, message) => {
    const before = (await studio.designer.get(`/api/projects/${studio.projectId}/meetings`)).json.length;
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/meetings`, { ...meeting, ...change });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
    expect((await studio.designer.get(`/api/projects/${studio.projectId}/meetings`)).json.length).toBe(before);
  });
});

describe("installations", () => {
  const installation = {
    type: "lighting",
    title: "Pendant installation",
    description: "Dining room feature pendants",
    scheduledDate: "2027-01-20T07:00:00.000Z",
    estimatedDuration: 6,
    teamMembers: "Sipho (electrician), Thandi",
    requirements: "Scaffold, isolate DB",
    priority: "urgent",
  };

  it("schedules an installation, as scheduled, and lists it", async () => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/installations`, installation);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ ...installation, status: "scheduled", projectId: studio.projectId });
    expect((await studio.designer.get(`/api/projects/${studio.projectId}/installations`)).json).toContainEqual(response.json);
  });

  it("applies the defaults and reads a half-hour duration as whole hours", async () => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/installations`, { title: "Final setup", scheduledDate: "2027-02-01T07:00:00Z", estimatedDuration: 2.5 });
    expect(response.json).toMatchObject({ type: "furniture", priority: "medium", estimatedDuration: 2 });
    const defaulted = await studio.designer.post(`/api/projects/${studio.projectId}/installations`, { title: "Art hanging", scheduledDate: "2027-02-02T07:00:00Z" });
    expect(defaulted.json.estimatedDuration).toBe(4);
  });

  it.each([
    ["title", { title: "" }, "Title is required"],
    ["scheduledDate", { scheduledDate: "" }, "Please choose a date and time"],
    ["estimatedDuration", { estimatedDuration: 0.5 }, "Duration must be at least 1 hour"],
    ["type", { type: "plumbing" }, undefined],
  ])("refuses %s: %j", async (field, change, message) => {
    const response = await studio.designer.post(`/api/projects/${studio.projectId}/installations`, { ...installation, ...change });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    if (message) expect(response.json.errors[field]).toEqual([message]);
  });
});

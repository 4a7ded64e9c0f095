import { southAfricanWeek, thisWeekSchema, type WeekEntry } from "@atelier/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();
const HOUR = 3_600_000;
const week = southAfricanWeek(new Date());
const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
/** Today at 10:00 in South Africa: this week whatever the day, and not overdue. */
const today = at(week.today, 10);
/** Last week's Friday at 10:00, its date the same in UTC. */
const lastWeek = at(week.start, -3 * 24 + 10);
const nextWeek = at(week.end, 10);

const attendees = [{ name: "Pieter van der Merwe" }];
const meeting = (client: TestClient, projectId: string, title: string, scheduledAt: string) =>
  client.post(`/api/projects/${projectId}/meetings`, { title, scheduledAt, attendees });
const installation = (title: string, scheduledDate: string) =>
  studio.designer.post(`/api/projects/${studio.projectId}/installations`, { title, scheduledDate, estimatedDuration: 4 });
const delivery = (scheduledDate: string) =>
  studio.designer.post(`/api/projects/${studio.projectId}/deliveries`, { items: "Sofa", date: scheduledDate.slice(0, 10), time: "09:00", scheduledDate });

async function listed(client: TestClient, path: string): Promise<WeekEntry[]> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return thisWeekSchema.parse(response.json).entries;
}

const lines = (entries: WeekEntry[]) => entries.map(({ kind, title, overdue }) => ({ kind, title, overdue }));

describe("the dashboard's This week", () => {
  let deliveryNumbers: string[];

  beforeAll(async () => {
    const { designer, projectId } = studio;
    expect((await meeting(designer, projectId, "Concept presentation", today)).status).toBe(201);
    expect((await meeting(designer, projectId, "Fabric sign-off", lastWeek)).status).toBe(201);
    expect((await meeting(designer, projectId, "Snag list walk-through", nextWeek)).status).toBe(201);
    const cancelled = await meeting(designer, projectId, "Called off", today);
    expect((await designer.post(`/api/meetings/${cancelled.json.id}/cancel`, { reason: "Client away" })).status).toBe(200);

    expect((await designer.post(`/api/projects/${projectId}/timeline`, { title: "Lighting plan due", date: lastWeek.slice(0, 10) })).status).toBe(201);
    const done = await designer.post(`/api/projects/${projectId}/timeline`, { title: "Samples approved", date: lastWeek.slice(0, 10) });
    expect((await designer.request("PATCH", `/api/timeline/${done.json.id}`, { json: { status: "completed" } })).status).toBe(200);

    expect((await installation("Pendant installation", today)).status).toBe(201);
    const skipped = await installation("Wallpaper", today);
    expect((await designer.post(`/api/installations/${skipped.json.id}/cancel`, { reason: "Ceiling not ready" })).status).toBe(200);
    deliveryNumbers = [(await delivery(lastWeek)).json.deliveryNumber, (await delivery(at(week.today, 11))).json.deliveryNumber];
  });

  it("lists the studio's meetings and milestones of this week and those overdue from before, by time", async () => {
    const entries = await listed(studio.designer, "/api/dashboard/this-week");
    expect(lines(entries)).toEqual([
      { kind: "milestone", title: "Lighting plan due", overdue: true },
      { kind: "meeting", title: "Fabric sign-off", overdue: true },
      { kind: "meeting", title: "Concept presentation", overdue: false },
    ]);
    expect(entries.every((entry) => entry.projectId === studio.projectId && entry.projectTitle === newProject.name)).toBe(true);
  });

  it("lists its installations and deliveries the same way", async () => {
    expect(lines(await listed(studio.designer, "/api/logistics/this-week"))).toEqual([
      { kind: "delivery", title: deliveryNumbers[0], overdue: true },
      { kind: "installation", title: "Pendant installation", overdue: false },
      { kind: "delivery", title: deliveryNumbers[1], overdue: false },
    ]);
  });

  it("shows another studio none of them", async () => {
    const { client: stranger } = await signedInDesigner(studio.stack.gatewayUrl);
    const project = (await stranger.post("/api/projects", newProject)).json;
    await meeting(stranger, project.id, "Their own meeting", today);

    expect(lines(await listed(stranger, "/api/dashboard/this-week"))).toEqual([{ kind: "meeting", title: "Their own meeting", overdue: false }]);
    expect(await listed(stranger, "/api/logistics/this-week")).toEqual([]);
  });

  it("leaves out an archived project's, and shows them again when it is restored", async () => {
    const { client: designer } = await signedInDesigner(studio.stack.gatewayUrl);
    const project = (await designer.post("/api/projects", newProject)).json;
    await meeting(designer, project.id, "Handover", today);
    await designer.post(`/api/projects/${project.id}/installations`, { title: "Curtain tracks", scheduledDate: today, estimatedDuration: 2 });

    expect((await designer.post(`/api/projects/${project.id}/archive`, {})).status).toBe(200);
    expect(await listed(designer, "/api/dashboard/this-week")).toEqual([]);
    expect(await listed(designer, "/api/logistics/this-week")).toEqual([]);

    expect((await designer.post(`/api/projects/${project.id}/restore`, {})).status).toBe(200);
    expect(lines(await listed(designer, "/api/dashboard/this-week")).map(({ title }) => title)).toEqual(["Handover"]);
    expect(lines(await listed(designer, "/api/logistics/this-week")).map(({ title }) => title)).toEqual(["Curtain tracks"]);
  });

  it("answers 401 without a session", async () => {
    const anonymous = new TestClient(studio.stack.gatewayUrl);
    expect((await anonymous.get("/api/dashboard/this-week")).status).toBe(401);
    expect((await anonymous.get("/api/logistics/this-week")).status).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { projectTimeSchema, studioDay, TIME_MESSAGES, timeEntrySchema, timeReportSchema } from "@atelier/contracts";
import { daysAfter, toDateOnly } from "@atelier/db";
import { newProject } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { invitedMember, signedUpOwner, stackForTeams } from "../support/team";

const testStack = stackForTeams();

const prisma = () => testStack().auth.prisma;

/** An owner's project and a designer of the studio. */
async function studioWithProject() {
  const owner = (await signedUpOwner(testStack().gatewayUrl)).client;
  const project = (await owner.post("/api/projects", newProject)).json.id as string;
  const designer = await invitedMember(owner, testStack(), "designer");
  return { owner, designer: designer.client, designerId: designer.id, project };
}

const projectTime = async (client: TestClient, project: string) => projectTimeSchema.parse((await client.get(`/api/projects/${project}/time-entries`)).json);

describe("time on a project", () => {
  it("is kept per member and day, newest first, with the project's totals; bad input changes nothing", async () => {
    const { designer, project } = await studioWithProject();
    const first = await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes: 90, activity: "design", note: "Lounge layouts" });
    expect(first.status).toBe(201);
    expect(timeEntrySchema.parse(first.json)).toMatchObject({ userName: "Sipho Dlamini", minutes: 90, activity: "design", billable: true, invoiceId: null });
    expect((await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-12-01", minutes: "30", activity: "admin", billable: false })).status).toBe(201);

    for (const minutes of [0, 1441, 2.5, "an hour"]) {
      const refused = await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-12-01", minutes, activity: "design" });
      expect({ status: refused.status, fields: Object.keys(refused.json.errors) }, String(minutes)).toEqual({ status: 400, fields: ["minutes"] });
    }
    expect((await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-02-30", minutes: 60, activity: "lunch" })).json.errors).toHaveProperty("activity");

    const time = await projectTime(designer, project);
    expect(time.entries.map(({ date, minutes }) => [date, minutes])).toEqual([["2026-12-01", 30], ["2026-11-30", 90]]);
    expect(time.totals).toEqual({ minutes: 120, billableMinutes: 90, unbilledMinutes: 90 });
  });

  it("is changed or deleted by the member who kept it or an owner, never by another designer, and by no one once billed", async () => {
    const { owner, designer, project } = await studioWithProject();
    const colleague = (await invitedMember(owner, testStack(), "designer")).client;
    const entry = (await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes: 60, activity: "site_visit" })).json.id as string;

    expect(await designer.request("PUT", `/api/time-entries/${entry}`, { json: { minutes: 75 } })).toMatchObject({ status: 200, json: { minutes: 75, activity: "site_visit" } });
    expect(await colleague.request("PUT", `/api/time-entries/${entry}`, { json: { minutes: 5 } })).toMatchObject({ status: 403, json: { message: TIME_MESSAGES.notYours } });
    expect((await colleague.request("DELETE", `/api/time-entries/${entry}`)).status).toBe(403);
    expect(await owner.request("PUT", `/api/time-entries/${entry}`, { json: { billable: false } })).toMatchObject({ status: 200, json: { minutes: 75, billable: false } });

    const invoice = await owner.post(`/api/projects/${project}/invoices`, { kind: "fee", lines: [{ description: "Site visit", quantity: 1, unitPrice: "900" }] });
    await prisma().timeEntry.update({ where: { id: entry }, data: { invoiceId: invoice.json.id } });
    const billed = await prisma().timeEntry.findUniqueOrThrow({ where: { id: entry } });
    expect(await owner.request("PUT", `/api/time-entries/${entry}`, { json: { minutes: 10 } })).toMatchObject({ status: 409, json: { message: TIME_MESSAGES.billed } });
    expect((await designer.request("DELETE", `/api/time-entries/${entry}`)).status).toBe(409);
    expect(await prisma().timeEntry.findUniqueOrThrow({ where: { id: entry } })).toEqual(billed);

    const unbilled = (await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes: 30, activity: "design" })).json.id as string;
    expect((await designer.request("DELETE", `/api/time-entries/${unbilled}`)).status).toBe(204);
    expect(await prisma().timeEntry.findUnique({ where: { id: unbilled } })).toBeNull();
  });

  it("runs on one timer per member, which two stops at once turn into one entry of today, of at least a minute", async () => {
    const { owner, designer, project } = await studioWithProject();
    const other = (await owner.post("/api/projects", { ...newProject, name: "Llandudno Beach House" })).json.id as string;
    const started = await designer.post(`/api/projects/${project}/timer`, { activity: "procurement", note: "Fabric samples" });
    expect(started).toMatchObject({ status: 201, json: { projectId: project, projectTitle: newProject.name, activity: "procurement", note: "Fabric samples" } });
    expect(await designer.post(`/api/projects/${other}/timer`, { activity: "design" })).toMatchObject({ status: 409, json: { message: TIME_MESSAGES.timerRunning } });
    expect((await designer.get("/api/timer")).json).toMatchObject({ projectId: project });
    expect((await owner.get("/api/timer")).json).toBeNull();

    const user = await prisma().timeTimer.findFirstOrThrow({ where: { projectId: project } });
    await prisma().timeTimer.update({ where: { userId: user.userId }, data: { startedAt: new Date(Date.now() - 45 * 60_000) } });
    const stops = await Promise.all([designer.post("/api/timer/stop"), designer.post("/api/timer/stop")]);
    expect(stops.map(({ status }) => status).sort()).toEqual([201, 409]);
    const entry = timeEntrySchema.parse(stops.find(({ status }) => status === 201)!.json);
    expect(entry).toMatchObject({ projectId: project, minutes: 45, activity: "procurement", note: "Fabric samples", date: studioDay(new Date(), "Africa/Johannesburg") });
    expect((await designer.get("/api/timer")).json).toBeNull();

    await designer.post(`/api/projects/${other}/timer`, { activity: "design" });
    expect((await designer.post("/api/timer/stop")).json.minutes).toBe(1);
    expect((await projectTime(owner, project)).entries).toHaveLength(1);
  });

  it("is billed once, on a draft fee invoice at each member's hourly rate or the studio's, by one who may bill; a deleted draft leaves it unbilled", async () => {
    const { owner, designer, designerId, project } = await studioWithProject();
    const log = (client: TestClient, minutes: number, activity = "design", billable = true) =>
      client.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes, activity, billable });
    await log(designer, 90);
    await log(designer, 110);
    await log(owner, 20, "site_visit");
    await log(owner, 60, "admin", false);
    const bill = (client = owner) => client.post(`/api/projects/${project}/time-entries/bill`);

    expect(await bill()).toMatchObject({ status: 409, json: { message: TIME_MESSAGES.noHourlyRate } });
    const settings = (await owner.get("/api/studio/settings")).json;
    expect((await owner.request("PUT", "/api/studio/settings", { json: { ...settings, hourlyRate: "R 950" } })).json.hourlyRate).toBe("950.00");
    expect((await bill(designer)).status).toBe(403);
    const rate = (client: TestClient, hourlyRate: string | null) => client.request("PUT", `/api/team/members/${designerId}/rate`, { json: { hourlyRate } });
    expect((await rate(designer, "5000")).status).toBe(403);
    expect(await rate(owner, "R 1 200")).toMatchObject({ status: 200, json: { id: designerId, hourlyRate: "1200.00" } });

    const bills = await Promise.all([bill(), bill()]);
    expect(bills.map(({ status }) => status).sort()).toEqual([201, 409]);
    const invoice = bills.find(({ status }) => status === 201)!.json;
    expect(invoice).toMatchObject({ kind: "fee", status: "draft", subtotal: "4316.67" });
    expect(invoice.lines.map(({ description, lineTotal }: { description: string; lineTotal: string }) => [description, lineTotal])).toEqual([
      ["Design, Sipho Dlamini: 3 h 20 min at R 1,200.00 an hour", "4000.00"],
      ["Site visits, Lerato Mokoena: 20 min at R 950.00 an hour", "316.67"],
    ]);
    const time = await projectTime(owner, project);
    expect(time.totals).toEqual({ minutes: 280, billableMinutes: 220, unbilledMinutes: 0 });
    expect(time.entries.filter((entry) => entry.billable).every((entry) => entry.invoiceId === invoice.id)).toBe(true);
    expect(time.entries.find((entry) => !entry.billable)!.invoiceId).toBeNull();
    expect(await bill()).toMatchObject({ status: 409, json: { message: TIME_MESSAGES.nothingToBill } });

    expect((await owner.request("DELETE", `/api/invoices/${invoice.id}`)).status).toBe(204);
    expect((await projectTime(owner, project)).totals.unbilledMinutes).toBe(220);
  });

  it("is billed at its activity's own rate before its member's or the studio's, as the owner sets them in Settings", async () => {
    const { owner, designer, designerId, project } = await studioWithProject();
    const settings = (await owner.get("/api/studio/settings")).json;
    const saved = await owner.request("PUT", "/api/studio/settings", { json: { ...settings, hourlyRate: "950", activityRates: { admin: "R 450", site_visit: "800", meeting: "R lots" } } });
    expect({ status: saved.status, fields: Object.keys(saved.json.errors) }).toEqual({ status: 400, fields: ["activityRates.meeting"] });
    const rates = await owner.request("PUT", "/api/studio/settings", { json: { ...settings, hourlyRate: "950", activityRates: { admin: "R 450", site_visit: "800" } } });
    expect(rates.json.activityRates).toEqual({ design: null, site_visit: "800.00", meeting: null, procurement: null, installation: null, admin: "450.00" });
    expect((await owner.request("PUT", `/api/team/members/${designerId}/rate`, { json: { hourlyRate: "1200" } })).status).toBe(200);
    // Absent keeps a rate, null clears it.
    const cleared = await owner.request("PUT", "/api/studio/settings", { json: { ...settings, hourlyRate: "950", activityRates: { site_visit: null } } });
    expect(cleared.json.activityRates).toMatchObject({ site_visit: null, admin: "450.00" });

    const log = (client: TestClient, minutes: number, activity: string) => client.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes, activity });
    await log(designer, 60, "design");
    await log(designer, 30, "admin");
    await log(owner, 45, "site_visit");
    const invoice = (await owner.post(`/api/projects/${project}/time-entries/bill`)).json;
    expect(invoice.lines.map(({ description, lineTotal }: { description: string; lineTotal: string }) => [description, lineTotal])).toEqual([
      ["Design, Sipho Dlamini: 1 h at R 1,200.00 an hour", "1200.00"],
      ["Administration, Sipho Dlamini: 30 min at R 450.00 an hour", "225.00"],
      ["Site visits, Lerato Mokoena: 45 min at R 950.00 an hour", "712.50"],
    ]);
    const feed = (await owner.get("/api/activity?record=settings")).json;
    expect(JSON.stringify(feed)).toContain("Administration hourly rate");
  });

  it("is reported by project and person for a period, with the fees issued for it, their hourly worth and the profit apart from merchandise", async () => {
    const { owner, designer, project } = await studioWithProject();
    const today = studioDay(new Date(), "Africa/Johannesburg");
    const from = toDateOnly(daysAfter(today, -7))!;
    const log = (client: TestClient, date: string, minutes: number, billable = true) => client.post(`/api/projects/${project}/time-entries`, { date, minutes, activity: "design", billable });
    await log(designer, today, 90);
    await log(owner, from, 30, false);
    await log(designer, toDateOnly(daysAfter(from, -1))!, 600, false);
    const settings = (await owner.get("/api/studio/settings")).json;
    await owner.request("PUT", "/api/studio/settings", { json: { ...settings, hourlyRate: "1200" } });
    const invoice = (await owner.post(`/api/projects/${project}/time-entries/bill`)).json.id as string;
    expect((await owner.post(`/api/invoices/${invoice}/issue`)).status).toBe(200);
    const { studioId } = await prisma().project.findUniqueOrThrow({ where: { id: project } });
    const quote = await prisma().quote.create({ data: { studioId, projectId: project, number: `Q-2026-${Date.now() % 100000}`, title: "Lounge", status: "approved", approvedAt: new Date() } });
    await prisma().quoteLine.create({ data: { quoteId: quote.id, kind: "item", name: "Oak table", quantity: "2", unitCost: "5000.00", markupPercent: "30.00", unitPrice: "6500.00", lineTotal: "13000.00" } });

    const report = await owner.get(`/api/reports/time?from=${from}&to=${today}`);
    expect(report.status, report.text).toBe(200);
    expect(timeReportSchema.parse(report.json)).toEqual({
      from,
      to: today,
      totals: { minutes: 120, billableMinutes: 90, billedMinutes: 90, unbilledMinutes: 0, feesInvoiced: "1800.00", effectiveHourlyRate: "900.00" },
      byProject: [{ projectId: project, projectTitle: newProject.name, minutes: 120, billableMinutes: 90, billedMinutes: 90, unbilledMinutes: 0, feesInvoiced: "1800.00", effectiveHourlyRate: "900.00" }],
      byPerson: [
        { userId: expect.any(String), name: "Sipho Dlamini", minutes: 90, billableMinutes: 90, billedMinutes: 90, unbilledMinutes: 0 },
        { userId: expect.any(String), name: "Lerato Mokoena", minutes: 30, billableMinutes: 0, billedMinutes: 0, unbilledMinutes: 0 },
      ],
      profit: { designFees: "1800.00", merchandiseMargin: "3000.00" },
    });

    expect((await designer.get("/api/reports/time")).status).toBe(403);
    expect(await owner.get(`/api/reports/time?from=${today}&to=${from}`)).toMatchObject({ status: 400, json: { errors: { to: ["To must not be before From"] } } });
    const stranger = (await signedUpOwner(testStack().gatewayUrl)).client;
    expect((await stranger.get(`/api/reports/time?from=${from}&to=${today}`)).json).toMatchObject({ totals: { minutes: 0, feesInvoiced: "0.00", effectiveHourlyRate: null }, byProject: [], byPerson: [] });
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVED_PROJECT_PORTAL_REFUSAL, ARCHIVED_PROJECT_REFUSAL, roleAllows, roleRefusal, ROLES, routeTable, type Role } from "@atelier/contracts";
import { createLogger, createServiceApp, registeredRoutes, signIdentity, type Identity, type RegisteredRoute } from "@atelier/kit";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, TEST_SECRET, type StartedService, type TestStack } from "../support/test-stack";

/**
 * Every route of every service, read from the services' own routers, against its declared rule:
 * nobody gets 401, another studio's designer gets the 404 of a missing record, a portal client gets
 * 403 or 404 on a designer's route, and none of it changes anything. Requests go straight to the
 * owning service, signed as the gateway signs them, since only a service can be handed a portal caller.
 */

interface ListedRoute extends RegisteredRoute {
  service: StartedService;
}

/** Public by design; anything else must name its callers. */
const PUBLIC_ROUTES = [
  "GET /healthz",
  "GET /readyz",
  "POST /api/register",
  "POST /api/login",
  "POST /api/logout",
  "POST /api/password-reset",
  "POST /api/password-reset/confirm",
  "POST /api/invitations/preview",
  "POST /api/invitations/accept",
  "PUT /api/objects/*key",
  "GET /api/objects/*key",
];

let stack: TestStack;
let routes: ListedRoute[];
let studioId: string;
/** One record of the owner's studio for each record name a rule loads. */
let records: Record<string, string>;
let owner: Identity;
/** A member of the owner's studio in each role. */
let members: Record<Role, Identity>;
let stranger: Identity;
let snapshot: string;

const anonymous = (): Identity => ({ requestId: randomUUID(), userId: null, studioId: null, portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "access-rules-test" });

/** Everything the owner's studio has, straight from the database. */
async function studioRows(): Promise<string> {
  const { prisma } = stack.auth;
  const inStudio = { project: { studioId } };
  return JSON.stringify(
    await Promise.all([
      prisma.studio.findUnique({ where: { id: studioId } }),
      prisma.project.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.room.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.roomItem.findMany({ where: { room: inStudio }, orderBy: { id: "asc" } }),
      prisma.voiceNote.findMany({ where: { room: inStudio }, orderBy: { id: "asc" } }),
      prisma.image.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.meeting.findMany({ where: inStudio, orderBy: { id: "asc" }, include: { attendees: true } }),
      prisma.installation.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.delivery.findMany({ where: { studioId }, orderBy: { id: "asc" }, include: { items: { orderBy: { id: "asc" } } } }),
      prisma.timelineEvent.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.timeEntry.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.timeTimer.findMany({ where: inStudio, orderBy: { userId: "asc" } }),
      prisma.jobRecord.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.quote.findMany({ where: { studioId }, orderBy: { id: "asc" }, include: { lines: { orderBy: { id: "asc" } } } }),
      prisma.categoryBudget.findMany({ where: inStudio, orderBy: { category: "asc" } }),
      prisma.portalToken.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.notification.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.supplier.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.purchaseOrder.findMany({ where: { studioId }, orderBy: { id: "asc" }, include: { lines: { orderBy: { id: "asc" } } } }),
      prisma.invoice.findMany({ where: { studioId }, orderBy: { id: "asc" }, include: { lines: { orderBy: { id: "asc" } } } }),
      prisma.creditNote.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.paymentProof.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
      prisma.productionItem.findMany({ where: inStudio, orderBy: { id: "asc" } }),
      prisma.notificationPreference.findMany({ where: { user: { studioId } }, orderBy: [{ userId: "asc" }, { kind: "asc" }] }),
      prisma.studioExport.findMany({ where: { studioId }, orderBy: { id: "asc" } }),
    ]),
  );
}

const label = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The route's path with its record's parameter set to `recordId`, and any other parameter to an id nobody has. */
function pathOf(route: RegisteredRoute, recordId?: string): string {
  const param = route.rule?.record?.param;
  return route.path.replace(/:(\w+)/g, (_match, name: string) => (name === param && recordId ? recordId : randomUUID()));
}

function ownersRecordFor(route: RegisteredRoute): string {
  const name = route.rule!.record!.name;
  const id = records[name];
  if (!id) throw new Error(`${label(route)} loads a ${name}: give the owner's studio one in this test's beforeAll`);
  return id;
}

/** A request straight to the owning service, signed as the gateway would sign it. */
async function call(route: ListedRoute, path: string, identity: Identity) {
  const response = await fetch(`${route.service.url}${path}`, {
    method: route.method,
    headers: { ...signIdentity(TEST_SECRET, identity, route.method, path), "content-type": "application/json" },
    body: route.method === "GET" ? undefined : "{}",
  });
  return { status: response.status, body: await response.text() };
}

const guarded = () => routes.filter((route) => route.rule?.who !== "public");
const staffRoutesWithRecord = () => routes.filter((route) => route.rule?.who === "staff" && route.rule.record);

beforeAll(async () => {
  stack = await startTestStack();
  routes = stack.services.flatMap((service) => registeredRoutes(service.app.router).map((route) => ({ ...route, service })));

  const { client: designer, user } = await signedInDesigner(stack.gatewayUrl);
  studioId = user.studio.id;
  owner = { ...anonymous(), userId: user.id, studioId, role: "owner" };
  const project = (await designer.post("/api/projects", newProject)).json.id;
  const room = (await designer.post(`/api/projects/${project}/rooms`, { name: "Study" })).json.id;
  const item = (await designer.post(`/api/rooms/${room}/items`, { name: "Desk", costEstimate: 15000 })).json.id;
  const meeting = (await designer.post(`/api/projects/${project}/meetings`, { title: "Kick-off", scheduledAt: "2026-12-01T09:00:00Z", attendees: [{ name: "Client" }] })).json.id;
  const installation = (await designer.post(`/api/projects/${project}/installations`, { title: "Desk install", scheduledDate: "2026-12-20T09:00:00Z" })).json.id;
  const voiceNote = (await designer.post(`/api/rooms/${room}/voice-notes`, { transcript: "a desk", duration: 2, extractedData: { items: [] } })).json.voiceNote.id;
  const image = await stack.auth.prisma.image.create({ data: { projectId: project, roomId: room, type: "photo", objectKey: `studios/${studioId}/photos/${randomUUID()}` } });
  const job = (await designer.post("/api/voice/extract-items", { transcript: "a walnut desk", roomContext: room })).json.jobId;
  const quote = await stack.auth.prisma.quote.create({
    data: { studioId, projectId: project, number: "Q-2026-0001", title: "Study — Quote", lines: { create: { roomItemId: item, name: "Desk", quantity: 1, unitCost: "15000.00", unitPrice: "19500.00", lineTotal: "19500.00" } } },
  });
  const portalLink = await stack.auth.prisma.portalToken.create({ data: { projectId: project, tokenHash: "0".repeat(64), expiresAt: new Date(Date.now() + 86_400_000) } });
  const delivery = (await designer.post(`/api/projects/${project}/deliveries`, { items: "Desk", date: "2026-12-18", time: "09:00" })).json.id;
  const notification = await stack.auth.prisma.notification.create({ data: { studioId, userId: user.id, kind: "quote_approved", title: "Quote approved", message: "Approved", dedupeKey: randomUUID() } });
  const timelineEvent = (await designer.post(`/api/projects/${project}/timeline`, { title: "Handover", date: "2026-12-24" })).json.id;
  records = { "Timeline event": timelineEvent, Project: project, Room: room, Item: item, Image: image.id, Job: job, Quote: quote.id, "Portal link": portalLink.id, Notification: notification.id, Delivery: delivery };
  const productionItem = await stack.auth.prisma.productionItem.create({ data: { projectId: project, name: "Desk", sku: "Q-2026-0001-01" } });
  records = { ...records, "Production item": productionItem.id };
  const supplier = await stack.auth.prisma.supplier.create({ data: { studioId, name: "Karoo Weavers", email: "orders@karooweavers.co.za" } });
  const purchaseOrder = await stack.auth.prisma.purchaseOrder.create({
    data: { studioId, projectId: project, supplierId: supplier.id, sourceEventId: randomUUID(), number: "PO-2026-0001", lines: { create: { name: "Desk", quantity: 1, unitCost: "15000.00", lineTotal: "15000.00" } } },
  });
  records = { ...records, Supplier: supplier.id, "Purchase order": purchaseOrder.id };
  const invoice = (await designer.post(`/api/projects/${project}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: "4000" }] })).json.id;
  const credited = (await designer.post(`/api/projects/${project}/invoices`, { kind: "fee", lines: [{ description: "Styling", quantity: 1, unitPrice: "1000" }] })).json.id;
  expect((await designer.post(`/api/invoices/${credited}/issue`)).status).toBe(200);
  const creditNote = (await designer.post(`/api/invoices/${credited}/credit-notes`, { reason: "Styling shortened", amount: "100" })).json.id;
  const proof = await stack.auth.prisma.paymentProof.create({
    data: { studioId, projectId: project, amount: "1150", paidOn: new Date(), objectKey: `studios/${studioId}/payment-proofs/${randomUUID()}`, contentType: "application/pdf", sizeBytes: 1024, uploadKey: randomUUID() },
  });
  records = { ...records, Invoice: invoice, "Credit note": creditNote, "Proof of payment": proof.id };
  const timeEntry = (await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-12-01", minutes: 90, activity: "design" })).json.id;
  records = { ...records, Meeting: meeting, Installation: installation, "Voice note": voiceNote, "Time entry": timeEntry };
  members = { owner } as Record<Role, Identity>;
  for (const role of ROLES.filter((each) => each !== "owner")) {
    const member = await stack.auth.prisma.user.create({ data: { email: `${role}.${randomUUID()}@studio.test`, passwordHash: "-", firstName: "Sipho", lastName: "Dlamini", role, studioId } });
    members[role] = { ...anonymous(), userId: member.id, studioId, role };
  }
  const invitation = await stack.auth.prisma.teamInvitation.create({ data: { id: randomUUID(), studioId, email: `invited.${randomUUID()}@studio.test`, role: "designer", invitedById: user.id, expiresAt: new Date(Date.now() + 86_400_000) } });
  records = { ...records, Member: members.designer.userId!, Invitation: invitation.id };
  const studioExport = await stack.auth.prisma.studioExport.create({ data: { studioId, requestedById: user.id, jobId: randomUUID() } });
  records = { ...records, Export: studioExport.id };

  const other = await signedInDesigner(stack.gatewayUrl);
  stranger = { ...anonymous(), userId: other.user.id, studioId: other.user.studio.id, role: "owner" };
  snapshot = await studioRows();
});
afterAll(() => stack.close());

describe("the routes of every service", () => {
  it("are listed from the routers, each with an access rule", () => {
    for (const name of ["auth", "projects", "logistics", "quotes", "ai-worker", "portal"]) {
      expect(routes.filter((route) => route.service.name === name && route.rule?.who !== "public").length, name).toBeGreaterThan(0);
    }
    expect(routes.filter((route) => !route.rule).map(label)).toEqual([]);
  });

  it("are the route table's, each served by the service the table names, and the table has no route nobody serves", () => {
    const served = routes.filter((route) => !["/healthz", "/readyz"].includes(route.path)).map((route) => `${route.service.name} ${label(route)}`);
    const table = Object.values(routeTable).map((route) => `${route.service} ${route.method} ${route.path}`);
    expect(served.sort()).toEqual(table.sort());
  });

  it("are public only where that is by design", () => {
    const publicRoutes = new Set(routes.filter((route) => route.rule?.who === "public").map(label));
    expect([...publicRoutes].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("load the record their path names, so the rule is what checks it", () => {
    const unchecked = guarded().filter((route) => route.path.includes(":") && !route.path.includes(`:${route.rule!.record?.param}`));
    expect(unchecked.map(label)).toEqual([]);
  });

  it("cannot be added without a rule: the service refuses to start", () => {
    const build = () =>
      createServiceApp({
        name: "forgetful",
        logger: createLogger("forgetful", "silent"),
        internalSecret: TEST_SECRET,
        readiness: {},
        routes: (router) => router.get("/api/forgotten", (_req, res) => void res.end()),
      });
    expect(build).toThrow("Routes without an access rule (declare them with declareRoutes): GET /api/forgotten");
  });
});

describe("another studio's designer, beyond the rules", () => {
  const route = (method: string, path: string) => routes.find((each) => each.method === method && each.path === path)!;

  it("does not see this studio's projects in its list", async () => {
    expect(await call(route("GET", "/api/projects"), "/api/projects", { ...stranger, requestId: randomUUID() })).toEqual({ status: 200, body: "[]" });
  });

  it("gets 404 for this studio's room named in a request body, and changes nothing", async () => {
    const extract = route("POST", "/api/voice/extract-items");
    const response = await fetch(`${extract.service.url}${extract.path}`, {
      method: "POST",
      headers: { ...signIdentity(TEST_SECRET, { ...stranger, requestId: randomUUID() }, "POST", extract.path), "content-type": "application/json" },
      body: JSON.stringify({ transcript: "a walnut desk", roomContext: records.Room }),
    });
    expect({ status: response.status, body: await response.text() }).toEqual({ status: 404, body: JSON.stringify({ message: "Room not found" }) });
    expect(await studioRows()).toBe(snapshot);
  });
});

describe("no session", () => {
  it("gets 401 on every route that is not public, straight or through the gateway, and changes nothing", async () => {
    const browser = new TestClient(stack.gatewayUrl);
    for (const route of guarded()) {
      const path = route.rule!.record ? pathOf(route, ownersRecordFor(route)) : pathOf(route);
      expect((await call(route, path, anonymous())).status, label(route)).toBe(401);
      // Internal routes are for services only: the gateway has no way to them. A client-portal path
      // carries its credential, and the gateway answers a link that is not one with the portal's 404;
      // the signing route's credential is a header, and without one there is nobody: 401.
      const throughGateway = route.path.startsWith("/api/client-portal/") ? 404 : 401;
      if (route.rule!.who !== "internal") expect((await browser.request(route.method, path, { json: route.method === "GET" ? undefined : {} })).status, `${label(route)} through the gateway`).toBe(throughGateway);
    }
    expect(await studioRows()).toBe(snapshot);
  });
});

describe("another studio's designer", () => {
  it("gets for each record the same 404 as for a missing one, and changes nothing", async () => {
    for (const route of staffRoutesWithRecord()) {
      const foreign = await call(route, pathOf(route, ownersRecordFor(route)), { ...stranger, requestId: randomUUID() });
      const missing = await call(route, pathOf(route, randomUUID()), { ...stranger, requestId: randomUUID() });
      expect(foreign, label(route)).toEqual({ status: 404, body: JSON.stringify({ message: `${route.rule!.record!.name} not found` }) });
      expect(missing, label(route)).toEqual(foreign);
    }
    expect(await studioRows()).toBe(snapshot);
  });
});

describe("the studio's own designer", () => {
  it("gets each record's 404, not a 500, for ids that are not ids at all", async () => {
    for (const route of staffRoutesWithRecord()) {
      for (const notAnId of ["not-a-uuid", "1", "%27%3B--"]) {
        const response = await call(route, pathOf(route, notAnId), { ...owner, requestId: randomUUID() });
        expect(response, `${label(route)} with ${notAnId}`).toEqual({ status: 404, body: JSON.stringify({ message: `${route.rule!.record!.name} not found` }) });
      }
    }
    expect(await studioRows()).toBe(snapshot);
  });
});

describe("each role of the studio, against the permission table", () => {
  const staffRoutes = () => routes.filter((route) => route.rule?.who === "staff");

  it("is asked of every staff route: each names the permission it needs", () => {
    expect(staffRoutes().filter((route) => !route.permission).map(label)).toEqual([]);
    expect(staffRoutes().find((route) => label(route) === "PUT /api/studio/settings")?.permission).toBe("studio.manage");
  });

  it("gets 403 saying why on every route its role does not allow, and changes nothing", async () => {
    for (const role of ROLES) {
      for (const route of staffRoutes().filter((each) => !roleAllows(role, each.permission!))) {
        const path = route.rule!.record ? pathOf(route, ownersRecordFor(route)) : pathOf(route);
        const response = await call(route, path, { ...members[role], requestId: randomUUID() });
        expect(response, `${role} on ${label(route)}`).toEqual({ status: 403, body: JSON.stringify({ message: roleRefusal(role, route.permission!) }) });
      }
    }
    expect(await studioRows()).toBe(snapshot);
  });

  it("is let through on every read its role allows", async () => {
    for (const role of ROLES) {
      for (const route of staffRoutes().filter((each) => each.method === "GET" && roleAllows(role, each.permission!))) {
        const path = route.rule!.record ? pathOf(route, ownersRecordFor(route)) : pathOf(route);
        const response = await call(route, path, { ...members[role], requestId: randomUUID() });
        expect(response.status, `${role} on ${label(route)}: ${response.body}`).not.toBe(403);
      }
    }
  });

  it("leaves the viewer only reads and their own account", () => {
    const allowed = staffRoutes().filter((route) => roleAllows("viewer", route.permission!) && route.method !== "GET");
    expect(allowed.every((route) => route.permission === "own.account"), allowed.map(label).join(", ")).toBe(true);
  });
});

describe("a portal client of the studio's project", () => {
  it("gets 403 or 404 on every designer's route, and changes nothing", async () => {
    const client = { ...anonymous(), portalProjectId: records.Project!, portalTokenId: randomUUID() };
    for (const route of routes.filter((each) => each.rule?.who === "staff")) {
      const path = route.rule!.record ? pathOf(route, ownersRecordFor(route)) : pathOf(route);
      const response = await call(route, path, { ...client, requestId: randomUUID() });
      expect([403, 404], `${label(route)} answered ${response.status}`).toContain(response.status);
    }
    expect(await studioRows()).toBe(snapshot);
  });
});

describe("the portal's routes", () => {
  const portalRoutes = () => routes.filter((route) => route.rule?.who === "portal");

  it("exist, each naming a record of the project whose client may call it", () => {
    expect(portalRoutes().map(label)).toEqual(expect.arrayContaining(["GET /api/client-portal/:projectId/:token", "GET /api/client-portal/:projectId/:token/quotes/:quoteId/pdf"]));
    for (const route of portalRoutes()) expect(route.rule!.record, label(route)).toBeDefined();
  });

  it("answer a client of another project the missing record's 404, and a designer 403, and change nothing", async () => {
    const otherClient = { ...anonymous(), portalProjectId: randomUUID(), portalTokenId: randomUUID() };
    for (const route of portalRoutes()) {
      const path = pathOf(route, ownersRecordFor(route));
      expect(await call(route, path, { ...otherClient, requestId: randomUUID() }), label(route)).toEqual({ status: 404, body: JSON.stringify({ message: `${route.rule!.record!.name} not found` }) });
      expect((await call(route, path, { ...owner, requestId: randomUUID() })).status, label(route)).toBe(403);
    }
    expect(await studioRows()).toBe(snapshot);
  });

  it("let the project's own client see the project, but not a draft quote", async () => {
    const client = { ...anonymous(), portalProjectId: records.Project!, portalTokenId: records["Portal link"]! };
    const route = (path: string) => portalRoutes().find((each) => each.path === path)!;
    const portalData = route("/api/client-portal/:projectId/:token");
    expect((await call(portalData, pathOf(portalData, records.Project), { ...client, requestId: randomUUID() })).status).toBe(200);
    const draftPdf = route("/api/client-portal/:projectId/:token/quotes/:quoteId/pdf");
    expect(await call(draftPdf, pathOf(draftPdf, records.Quote), { ...client, requestId: randomUUID() })).toEqual({ status: 404, body: JSON.stringify({ message: "Quote not found" }) });
  });
});

describe("the internal routes", () => {
  it("refuse designers and portal clients with 403", async () => {
    const client = { ...anonymous(), portalProjectId: records.Project!, portalTokenId: randomUUID() };
    const internalRoutes = routes.filter((route) => route.rule?.who === "internal");
    expect(internalRoutes.map(label)).toContain("POST /internal/portal-tokens/resolve");
    for (const route of internalRoutes) {
      for (const caller of [owner, client]) expect((await call(route, pathOf(route), { ...caller, requestId: randomUUID() })).status, label(route)).toBe(403);
    }
  });
});

describe("an archived project", () => {
  /** The records that belong to a project, so archiving it makes them read-only. */
  const PROJECT_RECORDS = ["Project", "Room", "Item", "Voice note", "Image", "Meeting", "Timeline event", "Installation", "Production item", "Purchase order", "Quote", "Delivery", "Portal link", "Time entry"];
  const whileArchived = (route: RegisteredRoute) => Object.values(routeTable).some((each) => each.method === route.method && each.path === route.path && each.whileArchived);
  const changes = (who: "staff" | "portal") =>
    routes.filter((route) => route.rule?.who === who && route.method !== "GET" && PROJECT_RECORDS.includes(route.rule.record?.name ?? "") && !whileArchived(route));
  const refusal = (message: string) => ({ status: 409, body: JSON.stringify({ message }) });

  it("takes only restoring, deleting and ending its links; every other change to its records is a 409 saying how to go on, and changes nothing", async () => {
    const { prisma } = stack.auth;
    await prisma.project.update({ where: { id: records.Project! }, data: { archivedAt: new Date() } });
    await prisma.quote.update({ where: { id: records.Quote! }, data: { status: "sent" } });
    try {
      const archived = await studioRows();
      expect(Object.values(routeTable).filter((route) => route.whileArchived).map(label).sort()).toEqual([
        "DELETE /api/portal-tokens/:linkId",
        "DELETE /api/projects/:projectId",
        "POST /api/projects/:projectId/archive",
        "POST /api/projects/:projectId/restore",
      ]);
      expect(changes("staff").length).toBeGreaterThan(30);
      for (const route of changes("staff")) {
        expect(await call(route, pathOf(route, ownersRecordFor(route)), { ...owner, requestId: randomUUID() }), label(route)).toEqual(refusal(ARCHIVED_PROJECT_REFUSAL));
      }
      const client = { ...anonymous(), portalProjectId: records.Project!, portalTokenId: records["Portal link"]! };
      expect(changes("portal").map(label)).toContain("POST /api/client-portal/:projectId/:token/quotes/:quoteId/approve");
      for (const route of changes("portal")) {
        expect(await call(route, pathOf(route, ownersRecordFor(route)), { ...client, requestId: randomUUID() }), label(route)).toEqual(refusal(ARCHIVED_PROJECT_PORTAL_REFUSAL));
      }
      const extract = routes.find((route) => route.path === "/api/voice/extract-items")!;
      const response = await fetch(`${extract.service.url}${extract.path}`, {
        method: "POST",
        headers: { ...signIdentity(TEST_SECRET, { ...owner, requestId: randomUUID() }, "POST", extract.path), "content-type": "application/json" },
        body: JSON.stringify({ transcript: "a walnut desk", roomContext: records.Room }),
      });
      expect({ status: response.status, body: await response.text() }, "a room named in the body").toEqual(refusal(ARCHIVED_PROJECT_REFUSAL));
      expect(await studioRows()).toBe(archived);
    } finally {
      await prisma.quote.update({ where: { id: records.Quote! }, data: { status: "draft" } });
      await prisma.project.update({ where: { id: records.Project! }, data: { archivedAt: null } });
    }
  });
});

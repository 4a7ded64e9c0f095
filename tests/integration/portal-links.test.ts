import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityPageSchema, activitySentence, clientPortalSchema, endedPortalLinkMessage, INVALID_PORTAL_LINK_MESSAGE, portalLinkSchema, portalTokenResponseSchema } from "@atelier/contracts";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

/** Wrong links one address may try before 429. */
const LOOKUP_MAX = 4;
const STAFF_EMAIL = "nomsa.staff@studio.test";
const INTERNAL_NOTE = "Supplier gives us 40% off: keep between us";
/** Keys that carry what the studio keeps to itself; none may appear anywhere in the portal's answer. */
const INTERNAL_KEYS = ["unitCost", "markupPercent", "supplier", "supplierQuote", "costEstimate", "notes", "createdById", "email", "tokenHash", "driverPhone", "sentTo", "studioId", "pdfObjectKey"];

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;
let userId: string;
let studioId: string;
let projectId: string;
let otherProjectId: string;
let quoteIds: Record<"draft" | "sent" | "superseded" | "approved", string>;

const prisma = () => stack.auth.prisma;
const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");
const studioRow = () => prisma().studio.findUniqueOrThrow({ where: { id: studioId } });
/** The browser of a client at `ip` (the gateway trusts X-Forwarded-For in these tests). */
const client = (ip: string) => ({ get: (path: string) => new TestClient(stack.gatewayUrl).get(path, { "x-forwarded-for": ip }) });

async function newLink(project = projectId, by = designer) {
  const response = await by.post(`/api/projects/${project}/portal-token`);
  expect(response.status, response.text).toBe(201);
  const link = portalTokenResponseSchema.parse(response.json);
  const token = link.portalUrl.split("/").pop()!;
  return { ...link, token };
}

async function quoteOf(status: keyof typeof quoteIds, number: string, version: number, roomItemId: string) {
  const quote = await prisma().quote.create({
    data: {
      studioId,
      projectId,
      number,
      version,
      title: `Lounge — ${status}`,
      status,
      notes: INTERNAL_NOTE,
      markupPercent: "30.00",
      subtotal: "19500.00",
      vat: "2925.00",
      total: "22425.00",
      validUntil: new Date("2026-12-31T00:00:00Z"),
      createdById: userId,
      lines: {
        create: [
          { roomItemId, roomName: "Lounge", name: "Walnut sofa", quantity: 1, unit: "each", unitCost: "15000.00", markupPercent: "30.00", unitPrice: "19500.00", lineTotal: "19500.00", supplier: "Cape Joinery" },
          { kind: "delivery", name: "Delivery", quantity: 1, unit: "each", unitCost: "0.00", unitPrice: "0.00", lineTotal: "0.00", supplier: "Cape Couriers", sortOrder: 1 },
        ],
      },
    },
  });
  return quote.id;
}

beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  stack = await startTestStack({ gateway: { PORTAL_RATE_LIMIT_MAX: String(LOOKUP_MAX), TRUST_PROXY: "true" } });
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  userId = signedIn.user.id;
  studioId = signedIn.user.studio.id;
  await prisma().user.update({ where: { id: userId }, data: { email: STAFF_EMAIL } });
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  otherProjectId = (await designer.post("/api/projects", { ...newProject, name: "Bantry Bay Apartment" })).json.id;

  const room = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Lounge", description: "North-facing", dimensions: "6m x 5m" })).json.id;
  const item = (await designer.post(`/api/rooms/${room}/items`, { name: "Walnut sofa", costEstimate: 15000, supplierQuote: 14200, supplier: "Cape Joinery" })).json.id;
  await designer.post(`/api/projects/${projectId}/meetings`, {
    title: "Fabric review",
    scheduledAt: "2026-12-01T09:00:00Z",
    notes: INTERNAL_NOTE,
    attendees: [{ name: "Nomsa", role: "designer", email: STAFF_EMAIL }],
  });
  await designer.post(`/api/projects/${projectId}/installations`, { title: "Sofa install", scheduledDate: "2026-12-20T09:00:00Z", notes: INTERNAL_NOTE });
  await prisma().delivery.create({
    data: {
      studioId,
      projectId,
      deliveryNumber: "DEL-2026-001",
      scheduledDate: new Date("2026-12-18T08:00:00Z"),
      driverName: "Thabo",
      driverPhone: "+27 82 000 0000",
      notes: INTERNAL_NOTE,
      items: { create: [{ name: "Brass floor lamp", quantity: 2 }] },
    },
  });
  await prisma().image.create({ data: { projectId, roomId: room, type: "generated", objectKey: `studios/${studioId}/concepts/lounge.png`, prompt: "A warm lounge", createdById: userId } });
  quoteIds = {
    draft: await quoteOf("draft", "Q-2026-0002", 1, item),
    superseded: await quoteOf("superseded", "Q-2026-0001", 1, item),
    sent: await quoteOf("sent", "Q-2026-0001", 2, item),
    approved: await quoteOf("approved", "Q-2026-0003", 1, item),
  };
});
afterAll(() => stack.close());
beforeEach(async () => {
  const keys = await stack.auth.redis.keys("ratelimit:portal:*");
  if (keys.length) await stack.auth.redis.del(...keys);
});

/** Every key of every object anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("a portal link", () => {
  it("is a 32-byte token in a link on the app's origin, valid 30 days, and only its SHA-256 is stored", async () => {
    const before = Date.now();
    const { portalUrl, expiresAt, token } = await newLink();

    expect(portalUrl).toBe(`${stack.gatewayUrl}/client/${projectId}/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + thirtyDays - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + thirtyDays + 1000);

    const rows = await prisma().$queryRaw<unknown[]>`SELECT * FROM portal_tokens WHERE project_id = ${projectId}::uuid`;
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await prisma().portalToken.count({ where: { tokenHash: sha256(token), projectId } })).toBe(1);
  });

  it("opens the project's portal, and a newer link leaves the older one working", async () => {
    const older = await newLink();
    const newer = await newLink();

    for (const { token } of [older, newer]) expect((await client("198.51.100.1").get(`/api/client-portal/${projectId}/${token}`)).status).toBe(200);
  });

  it("records when it was last used, and the project's list shows that but never a token or its hash", async () => {
    const { token } = await newLink();
    expect((await client("198.51.100.2").get(`/api/client-portal/${projectId}/${token}`)).status).toBe(200);
    const row = await prisma().portalToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(row.lastUsedAt).not.toBeNull();

    const listed = await designer.get(`/api/projects/${projectId}/portal-tokens`);

    expect(listed.status).toBe(200);
    const links = listed.json as unknown[];
    for (const link of links) expect(Object.keys(portalLinkSchema.parse(link)).sort()).toEqual(["createdAt", "expiresAt", "id", "lastUsedAt", "revokedAt"]);
    expect(links).toContainEqual(expect.objectContaining({ id: row.id, lastUsedAt: row.lastUsedAt!.toISOString() }));
    expect(listed.text).not.toContain(token);
    expect(listed.text).not.toContain(row.tokenHash);
  });

  it("stops working once it has expired, and tells its holder which studio to ask for a new one and how", async () => {
    const { token } = await newLink();
    await prisma().portalToken.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await prisma().studio.update({ where: { id: studioId }, data: { name: "Mokoena Interiors", email: "hello@mokoena.co.za", phone: "021 555 0101" } });

    const response = await client("198.51.100.3").get(`/api/client-portal/${projectId}/${token}`);

    expect({ status: response.status, body: response.json }).toEqual({
      status: 410,
      body: { message: "This link from Mokoena Interiors has expired or been withdrawn. Ask Mokoena Interiors for a new one: hello@mokoena.co.za or 021 555 0101." },
    });
  });

  it("stops working at once when it is revoked, and shows as revoked", async () => {
    const { token, expiresAt } = await newLink();
    const path = `/api/client-portal/${projectId}/${token}`;
    expect((await client("198.51.100.4").get(path)).status).toBe(200);
    const { id } = await prisma().portalToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });

    expect((await designer.request("DELETE", `/api/portal-tokens/${id}`)).status).toBe(204);

    expect(await client("198.51.100.4").get(path)).toMatchObject({ status: 410, json: { message: endedPortalLinkMessage(await studioRow()) } });
    const links = (await designer.get(`/api/projects/${projectId}/portal-tokens`)).json as Array<{ id: string; revokedAt: string | null }>;
    expect(links.find((link) => link.id === id)?.revokedAt).not.toBeNull();

    expect((await designer.request("DELETE", `/api/portal-tokens/${id}`)).status).toBe(204);
    const entries = activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=portal-link`)).json).entries.filter((entry) => entry.record.id === id);
    // Revoking it again changes nothing, so records nothing.
    expect(entries.map(activitySentence)).toEqual(["cancelled", "added"].map((action) => `Nomsa Mahlangu ${action} portal link valid until ${expiresAt.slice(0, 10)}`));
    for (const secret of [token, sha256(token)]) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it("opens only its own project: another project's id with it answers 404", async () => {
    const { token } = await newLink();

    const response = await client("198.51.100.5").get(`/api/client-portal/${otherProjectId}/${token}`);

    expect({ status: response.status, body: response.json }).toEqual({ status: 404, body: { message: INVALID_PORTAL_LINK_MESSAGE } });
  });

  it("answers a wrong token, or no project id at all, with the portal's 404", async () => {
    for (const path of [`/api/client-portal/${projectId}/${"x".repeat(43)}`, `/api/client-portal/not-a-project/${"x".repeat(43)}`]) {
      const response = await client("198.51.100.6").get(path);
      expect({ status: response.status, body: response.json }, path).toEqual({ status: 404, body: { message: INVALID_PORTAL_LINK_MESSAGE } });
    }
  });

  it("is taken from the X-Portal-Token header on an approval's path, with the same 404 for a wrong one", async () => {
    const { token } = await newLink();
    const sign = (portalToken: string) =>
      new TestClient(stack.gatewayUrl).request("PUT", `/api/approvals/${quoteIds.sent}/sign`, { json: {}, headers: { "x-forwarded-for": "198.51.100.13", "x-portal-token": portalToken } });

    expect(await sign("z".repeat(43))).toMatchObject({ status: 404, json: { message: INVALID_PORTAL_LINK_MESSAGE } });
    // A right token passes the gateway: the portal service answers, with no approval route yet.
    expect((await sign(token)).json.message).not.toBe(INVALID_PORTAL_LINK_MESSAGE);
  });

  it("refuses an address that keeps trying wrong links with 429, even with a right one, while other addresses go on", async () => {
    const { token } = await newLink();
    for (let i = 0; i < LOOKUP_MAX; i++) expect((await client("203.0.113.9").get(`/api/client-portal/${projectId}/wrong-${i}`)).status).toBe(404);

    const limited = await client("203.0.113.9").get(`/api/client-portal/${projectId}/wrong-again`);

    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await client("203.0.113.9").get(`/api/client-portal/${projectId}/${token}`)).status).toBe(429);
    expect((await client("203.0.113.10").get(`/api/client-portal/${projectId}/${token}`)).status).toBe(200);
  });

  it("is the studio's alone: another studio's designer cannot create, list or revoke the project's links", async () => {
    const { token } = await newLink();
    const { id } = await prisma().portalToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    const links = await prisma().portalToken.count({ where: { projectId } });

    expect(await stranger.post(`/api/projects/${projectId}/portal-token`)).toMatchObject({ status: 404, json: { message: "Project not found" } });
    expect(await stranger.get(`/api/projects/${projectId}/portal-tokens`)).toMatchObject({ status: 404, json: { message: "Project not found" } });
    expect(await stranger.request("DELETE", `/api/portal-tokens/${id}`)).toMatchObject({ status: 404, json: { message: "Portal link not found" } });

    expect(await prisma().portalToken.count({ where: { projectId } })).toBe(links);
    expect((await client("198.51.100.7").get(`/api/client-portal/${projectId}/${token}`)).status).toBe(200);
  });
});

describe("a quote's PDF through the portal", () => {
  it("downloads for a quote the client was sent, and is the same PDF on the next download", async () => {
    const { token } = await newLink();
    const path = `/api/client-portal/${projectId}/${token}/quotes/${quoteIds.sent}/pdf`;

    const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: { "x-forwarded-for": "198.51.100.11" } });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Q-2026-0001-v2.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const again = await fetch(`${stack.gatewayUrl}${path}`, { headers: { "x-forwarded-for": "198.51.100.11" } });
    expect(response.headers.get("etag")).toBe(`"${sha256(bytes)}"`);
    expect(again.headers.get("etag")).toBe(response.headers.get("etag"));
  });

  it("is not there for a draft or a superseded version, nor with a wrong token", async () => {
    const { token } = await newLink();
    for (const quoteId of [quoteIds.draft, quoteIds.superseded]) {
      const response = await client("198.51.100.12").get(`/api/client-portal/${projectId}/${token}/quotes/${quoteId}/pdf`);
      expect({ status: response.status, body: response.json }).toEqual({ status: 404, body: { message: "Quote not found" } });
    }
    const wrong = await client("198.51.100.12").get(`/api/client-portal/${projectId}/${"y".repeat(43)}/quotes/${quoteIds.sent}/pdf`);
    expect({ status: wrong.status, body: wrong.json }).toEqual({ status: 404, body: { message: INVALID_PORTAL_LINK_MESSAGE } });
  });
});

describe("the portal's answer", () => {
  it("holds the project, its rooms, images, quotes, meetings, installations and deliveries", async () => {
    const { token } = await newLink();

    const response = await client("198.51.100.8").get(`/api/client-portal/${projectId}/${token}`);

    expect(response.status).toBe(200);
    const portal = clientPortalSchema.parse(response.json);
    expect(portal.project).toMatchObject({ id: projectId, title: newProject.name, status: "active", startDate: newProject.startDate });
    expect(portal.project.studioName).toEqual(expect.any(String));
    expect(portal.rooms).toEqual([expect.objectContaining({ name: "Lounge", description: "North-facing", dimensions: "6m x 5m" })]);
    expect(portal.images).toEqual([expect.objectContaining({ type: "generated", prompt: "A warm lounge", url: expect.stringContaining("/api/objects/") })]);
    expect(portal.meetings).toEqual([expect.objectContaining({ title: "Fabric review", duration: 60 })]);
    expect(portal.installations).toEqual([expect.objectContaining({ title: "Sofa install" })]);
    expect(portal.deliveries).toEqual([expect.objectContaining({ deliveryNumber: "DEL-2026-001", driverName: "Thabo", status: "scheduled", items: [{ name: "Brass floor lamp", quantity: 2 }] })]);
    expect(portal.approvals).toEqual([]);
  });

  it("shows quotes sent to the client, never drafts or superseded versions, with client-facing lines only", async () => {
    const { token } = await newLink();

    const portal = clientPortalSchema.parse((await client("198.51.100.9").get(`/api/client-portal/${projectId}/${token}`)).json);

    expect(portal.quotes.map((quote) => quote.id).sort()).toEqual([quoteIds.sent, quoteIds.approved].sort());
    for (const quote of portal.quotes) {
      expect(quote).toMatchObject({ subtotal: "19500.00", vat: "2925.00", total: "22425.00", validUntil: "2026-12-31" });
      expect(quote.lines).toHaveLength(2);
      for (const line of quote.lines) expect(Object.keys(line).sort()).toEqual(["lineTotal", "name", "quantity", "roomName", "unit", "unitPrice"]);
      expect(quote.lines[0]).toEqual({ name: "Walnut sofa", roomName: "Lounge", quantity: 1, unit: "each", unitPrice: "19500.00", lineTotal: "19500.00" });
    }
  });

  it("carries no cost price, supplier, markup, internal note or staff data anywhere", async () => {
    const { token } = await newLink();

    const response = await client("198.51.100.10").get(`/api/client-portal/${projectId}/${token}`);

    expect(response.status).toBe(200);
    const keys = new Set(keysOf(response.json));
    expect(INTERNAL_KEYS.filter((key) => keys.has(key))).toEqual([]);
    // The studio's id is in the images' object keys, so it is not among these.
    for (const secret of [STAFF_EMAIL, INTERNAL_NOTE, "Cape Joinery", "Cape Couriers", "15000", "14200", "+27 82", userId, token]) {
      expect(response.text, secret).not.toContain(secret);
    }
  });
});

import { ARCHIVED_PROJECT_PORTAL_REFUSAL, ARCHIVED_PROJECT_REFUSAL, roleRefusal, routeTable, type Endpoint, type Route } from "@atelier/contracts";
import express, { type Router } from "express";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedNothing, onUnrecordedChange } from "../activity";
import { signIdentity, type Identity } from "../identity";
import { createLogger } from "../logger";
import { listen, type RunningServer } from "../run";
import { createServiceApp } from "../service";
import { declareRoutes } from "./declare-routes";
import type { RecordAccess } from "./records";
import { assertServesItsRoutes, registeredRoutes } from "./route-listing";
import { internal, portal, publicRoute, staff, type AccessRule } from "./rules";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const STUDIO = "5a3f1a52-0000-4000-8000-000000000001";
const PROJECT = "5a3f1a52-0000-4000-8000-0000000000a1";
const OTHER_PROJECT = "5a3f1a52-0000-4000-8000-0000000000a2";
const ARCHIVED_PROJECT = "5a3f1a52-0000-4000-8000-0000000000a3";
const NOTE = "5a3f1a52-0000-4000-8000-0000000000b1";
const ARCHIVED_NOTE = "5a3f1a52-0000-4000-8000-0000000000b2";
const OWNER = "5a3f1a52-0000-4000-8000-0000000000c0";

/** A note of project A in studio 1, and one of an archived project, found the way a service's own queries would scope them. */
const notes = new Map([
  [NOTE, { id: NOTE, projectId: PROJECT, studioId: STUDIO, text: "Swatches approved" }],
  [ARCHIVED_NOTE, { id: ARCHIVED_NOTE, projectId: ARCHIVED_PROJECT, studioId: STUDIO, text: "Handed over" }],
]);
type Note = NonNullable<ReturnType<typeof notes.get>>;
const note: RecordAccess<Note> & Required<RecordAccess<Note>> = {
  name: "Note",
  ofStudio: async (id, { studioId }) => (notes.get(id)?.studioId === studioId ? notes.get(id)! : null),
  ofPortalProject: async (id, { projectId }) => (notes.get(id)?.projectId === projectId ? notes.get(id)! : null),
  forService: async (id) => notes.get(id) ?? null,
  inArchivedProject: async ({ projectId }) => projectId === ARCHIVED_PROJECT,
};

/** Routes as the table writes them, for a made-up service (a service's real routes are checked against the table). */
const testTable = {
  open: { service: "projects", method: "POST", path: "/open", access: "public" },
  studioNote: { service: "projects", method: "GET", path: "/studio/notes/:noteId", access: "staff", permission: "work.read" },
  portalNote: { service: "projects", method: "GET", path: "/portal/notes/:projectId/:noteId", access: "portal" },
  internalNote: { service: "projects", method: "GET", path: "/internal/notes/:noteId", access: "internal" },
  answerNote: { service: "projects", method: "POST", path: "/portal/notes/:projectId/:noteId/answer", access: "portal" },
  unpinNote: { service: "projects", method: "DELETE", path: "/studio/notes/:noteId/pin", access: "staff", permission: "work.write", whileArchived: true },
  studioSettings: { service: "projects", method: "PUT", path: "/studio/settings", access: "staff", permission: "studio.manage", unrecorded: "a test's settings" },
  renameNote: {
    service: "projects",
    method: "PUT",
    path: "/studio/notes/:noteId",
    access: "staff",
    permission: "work.write",
    request: z.object({ text: z.string().trim().min(1, "Text is required") }),
    query: z.object({ notify: z.enum(["yes", "no"], "Notify must be yes or no") }),
    response: z.object({ text: z.string(), notify: z.string() }),
  },
} as const satisfies Record<string, Route | Endpoint>;

/** A studio whose designers see costs: the policy's own checks are in the integration tests, on a real studio. */
const seeCosts = () => Promise.resolve({ designersSeeCosts: true });

function testRoutes(router: Router): void {
  const routes = declareRoutes(router, seeCosts);
  routes.serve(testTable.open, publicRoute("a test of public routes"), (_req, res) => void res.json({ open: true }));
  routes.serve(testTable.studioNote, staff(note), (_req, res, { caller, record }) => void res.json({ studioId: caller.studioId, text: record.text }));
  routes.serve(testTable.portalNote, portal(note, "noteId"), (_req, res, { caller, record }) => void res.json({ projectId: caller.projectId, text: record.text }));
  routes.serve(testTable.internalNote, internal(note), (_req, res, { caller, record }) => void res.json({ service: caller.service, text: record.text }));
  routes.serve(testTable.answerNote, portal(note, "noteId"), (_req, res, { record }) => void res.json({ answered: record.text }));
  routes.serve(testTable.unpinNote, staff(note), (_req, res, { record }) => {
    // As a note that was not pinned: nothing to record.
    changedNothing();
    res.json({ unpinned: record.text });
  });
  routes.serve(testTable.studioSettings, staff(), (_req, res, { caller }) => void res.json({ userId: caller.userId }));
  // The body and query come parsed: the text trimmed, and typed, so the handler needs no checks of its own.
  routes.serve(testTable.renameNote, staff(note), (_req, res, { body, query }) => void res.json({ text: body.text, notify: query.notify }));
}

const anonymous: Identity = { requestId: "r", userId: null, studioId: null, portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "test" };
const designer = (studioId: string): Identity => ({ ...anonymous, userId: "5a3f1a52-0000-4000-8000-0000000000c1", studioId, role: "designer" });
const client = (projectId: string): Identity => ({ ...anonymous, portalProjectId: projectId, portalTokenId: "5a3f1a52-0000-4000-8000-0000000000d1" });
const service: Identity = { ...anonymous, service: "quotes" };

let server: RunningServer;
beforeAll(async () => {
  const app = createServiceApp({ name: "access-test", logger: createLogger("access-test", "silent"), internalSecret: SECRET, readiness: {}, routes: testRoutes });
  server = await listen(app, 0);
});
afterAll(() => server.close());

async function call(identity: Identity, path: string, method = "GET", body?: unknown) {
  const headers = { ...signIdentity(SECRET, identity, method, path), ...(body === undefined ? {} : { "content-type": "application/json" }) };
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("route access rules", () => {
  it.each<[string, Identity, string, number, Record<string, unknown>]>([
    ["a designer gets their studio's record", designer(STUDIO), `/studio/notes/${NOTE}`, 200, { studioId: STUDIO, text: "Swatches approved" }],
    ["another studio's designer gets the missing record's 404", designer("5a3f1a52-0000-4000-8000-000000000002"), `/studio/notes/${NOTE}`, 404, { message: "Note not found" }],
    ["a designer naming no record gets 404", designer(STUDIO), "/studio/notes/not-an-id", 404, { message: "Note not found" }],
    ["nobody gets 401", anonymous, `/studio/notes/${NOTE}`, 401, { message: "Not authenticated" }],
    ["a portal client on a staff route gets 403", client(PROJECT), `/studio/notes/${NOTE}`, 403, { message: "Only the studio's designers may do this" }],
    ["a portal client gets their project's record", client(PROJECT), `/portal/notes/${PROJECT}/${NOTE}`, 200, { projectId: PROJECT, text: "Swatches approved" }],
    ["another project's portal client gets 404", client(OTHER_PROJECT), `/portal/notes/${PROJECT}/${NOTE}`, 404, { message: "Note not found" }],
    ["a designer on a portal route gets 403", designer(STUDIO), `/portal/notes/${PROJECT}/${NOTE}`, 403, { message: "Only the project's client, through the portal, may do this" }],
    ["nobody on a portal route gets 401", anonymous, `/portal/notes/${PROJECT}/${NOTE}`, 401, { message: "Not authenticated" }],
    ["a service gets the record", service, `/internal/notes/${NOTE}`, 200, { service: "quotes", text: "Swatches approved" }],
    ["a designer on an internal route gets 403", designer(STUDIO), `/internal/notes/${NOTE}`, 403, { message: "Only Atelier's own services may do this" }],
    ["a portal client on an internal route gets 403", client(PROJECT), `/internal/notes/${NOTE}`, 403, { message: "Only Atelier's own services may do this" }],
    ["nobody on an internal route gets 401", anonymous, `/internal/notes/${NOTE}`, 401, { message: "Not authenticated" }],
  ])("%s", async (_name, identity, path, status, body) => {
    expect(await call(identity, path)).toEqual({ status, body });
  });

  it.each<[string, Identity, number, Record<string, unknown>]>([
    ["the owner's role allows the route's permission", { ...designer(STUDIO), userId: OWNER, role: "owner" }, 200, { userId: OWNER }],
    ["a designer, whose role does not, gets 403 saying so", designer(STUDIO), 403, { message: roleRefusal("designer", "studio.manage") }],
    ["a member without a role the table knows is nobody: 401", { ...designer(STUDIO), role: "superuser" }, 401, { message: "Not authenticated" }],
    ["a portal client on a staff route with a permission gets 403", client(PROJECT), 403, { message: "Only the studio's designers may do this" }],
    ["nobody on a staff route with a permission gets 401", anonymous, 401, { message: "Not authenticated" }],
  ])("%s", async (_name, identity, status, body) => {
    expect(await call(identity, "/studio/settings", "PUT")).toEqual({ status, body });
  });

  it("refuses a change to a role that may only look, before looking for the record", async () => {
    const viewer = { ...designer(STUDIO), role: "viewer" };
    expect(await call(viewer, `/studio/notes/${NOTE}`)).toEqual({ status: 200, body: { studioId: STUDIO, text: "Swatches approved" } });
    expect(await call(viewer, `/studio/notes/${NOTE}/pin`, "DELETE")).toEqual({ status: 403, body: { message: roleRefusal("viewer", "work.write") } });
    expect(await call(viewer, "/studio/notes/not-an-id/pin", "DELETE")).toEqual({ status: 403, body: { message: roleRefusal("viewer", "work.write") } });
  });

  it("lets anybody call a public route", async () => {
    expect(await call(anonymous, "/open", "POST")).toEqual({ status: 200, body: { open: true } });
  });

  it("lists every route with its rule from the router", () => {
    const app = createServiceApp({ name: "access-test", logger: createLogger("access-test", "silent"), internalSecret: SECRET, readiness: {}, routes: testRoutes });
    const listed = registeredRoutes(app.router).map(({ method, path, rule, permission }) => [method, path, rule?.who, rule?.record ? { name: rule.record.name, param: rule.record.param } : permission]);
    expect(listed).toEqual([
      ["GET", "/healthz", "public", undefined],
      ["GET", "/readyz", "public", undefined],
      ["POST", "/open", "public", undefined],
      ["GET", "/studio/notes/:noteId", "staff", { name: "Note", param: "noteId" }],
      ["GET", "/portal/notes/:projectId/:noteId", "portal", { name: "Note", param: "noteId" }],
      ["GET", "/internal/notes/:noteId", "internal", { name: "Note", param: "noteId" }],
      ["POST", "/portal/notes/:projectId/:noteId/answer", "portal", { name: "Note", param: "noteId" }],
      ["DELETE", "/studio/notes/:noteId/pin", "staff", { name: "Note", param: "noteId" }],
      ["PUT", "/studio/settings", "staff", "studio.manage"],
      ["PUT", "/studio/notes/:noteId", "staff", { name: "Note", param: "noteId" }],
    ]);
  });
});

describe("a route's body and query", () => {
  it("reach the handler parsed with the route's own schemas", async () => {
    expect(await call(designer(STUDIO), `/studio/notes/${NOTE}?notify=yes`, "PUT", { text: "  Linen swatches  " })).toEqual({
      status: 200,
      body: { text: "Linen swatches", notify: "yes" },
    });
  });

  it("answer 400 naming each field and its reason when they do not match", async () => {
    expect(await call(designer(STUDIO), `/studio/notes/${NOTE}?notify=maybe`, "PUT", { text: " " })).toEqual({
      status: 400,
      body: { message: "Validation failed", errors: { text: ["Text is required"] } },
    });
    expect(await call(designer(STUDIO), `/studio/notes/${NOTE}?notify=maybe`, "PUT", { text: "Linen" })).toEqual({
      status: 400,
      body: { message: "Validation failed", errors: { notify: ["Notify must be yes or no"] } },
    });
  });

  it("are not read before the rule: another studio's designer gets the 404, not the 400", async () => {
    expect(await call(designer("5a3f1a52-0000-4000-8000-000000000002"), `/studio/notes/${NOTE}`, "PUT", {})).toEqual({
      status: 404,
      body: { message: "Note not found" },
    });
  });
});

describe("a change's activity", () => {
  it("is reported missing when a member's or client's change answered success and recorded none, unless the table says why", async () => {
    const reported: string[] = [];
    const stopListening = onUnrecordedChange((route) => reported.push(route));
    try {
      expect((await call(designer(STUDIO), `/studio/notes/${NOTE}?notify=no`, "PUT", { text: "Swatches sent" })).status).toBe(200);
      expect((await call(client(PROJECT), `/portal/notes/${PROJECT}/${NOTE}/answer`, "POST")).status).toBe(200);
      expect((await call(designer(STUDIO), `/studio/notes/${NOTE}/pin`, "DELETE")).status).toBe(200);
      expect((await call({ ...designer(STUDIO), userId: OWNER, role: "owner" }, "/studio/settings", "PUT")).status).toBe(200);
      expect((await call(designer(STUDIO), `/studio/notes/${NOTE}`)).status).toBe(200);
      expect((await call(anonymous, "/open", "POST")).status).toBe(200);
      expect((await call(designer(STUDIO), "/studio/notes/not-an-id/pin", "DELETE")).status).toBe(404);
    } finally {
      stopListening();
    }
    expect(reported).toEqual(["PUT /studio/notes/:noteId", "POST /portal/notes/:projectId/:noteId/answer"]);
  });
});

describe("a record of an archived project", () => {
  it("is read as before", async () => {
    expect(await call(designer(STUDIO), `/studio/notes/${ARCHIVED_NOTE}`)).toEqual({ status: 200, body: { studioId: STUDIO, text: "Handed over" } });
  });

  it("refuses a designer's change with 409 saying how to restore, before the body is read", async () => {
    expect(await call(designer(STUDIO), `/studio/notes/${ARCHIVED_NOTE}?notify=maybe`, "PUT", { text: " " })).toEqual({ status: 409, body: { message: ARCHIVED_PROJECT_REFUSAL } });
  });

  it("refuses a portal client's change with 409 telling them to ask the studio", async () => {
    expect(await call(client(ARCHIVED_PROJECT), `/portal/notes/${ARCHIVED_PROJECT}/${ARCHIVED_NOTE}/answer`, "POST")).toEqual({
      status: 409,
      body: { message: ARCHIVED_PROJECT_PORTAL_REFUSAL },
    });
    expect(await call(client(PROJECT), `/portal/notes/${PROJECT}/${NOTE}/answer`, "POST")).toEqual({ status: 200, body: { answered: "Swatches approved" } });
  });

  it("still takes a change the table allows while archived", async () => {
    expect(await call(designer(STUDIO), `/studio/notes/${ARCHIVED_NOTE}/pin`, "DELETE")).toEqual({ status: 200, body: { unpinned: "Handed over" } });
  });

  it("keeps its 404 for another studio's designer: the studio's archive is not told to strangers", async () => {
    expect(await call(designer("5a3f1a52-0000-4000-8000-000000000002"), `/studio/notes/${ARCHIVED_NOTE}`, "PUT", {})).toEqual({ status: 404, body: { message: "Note not found" } });
  });
});

describe("serving a route", () => {
  it("refuses a rule for other callers than the table lets in", () => {
    expect(() => declareRoutes(express.Router(), seeCosts).serve(testTable.studioNote, portal(note), () => undefined)).toThrow(
      "GET /studio/notes/:noteId: the table lets staff callers in, the rule portal",
    );
  });

  it("refuses a record rule the path has no parameter for", () => {
    expect(() => declareRoutes(express.Router(), seeCosts).serve(testTable.studioSettings, staff(note), () => undefined)).toThrow(
      "/studio/settings: the rule's Note needs one path parameter to name it",
    );
    expect(() => declareRoutes(express.Router(), seeCosts).serve(testTable.portalNote, portal(note), () => undefined)).toThrow(
      "/portal/notes/:projectId/:noteId: the rule's Note needs one path parameter to name it",
    );
    expect(() => declareRoutes(express.Router(), seeCosts).serve(testTable.studioNote, staff(note, "id"), () => undefined)).toThrow(
      "/studio/notes/:noteId: the rule's Note needs the parameter :id",
    );
  });
});

describe("a service's routes against the table", () => {
  const ruleFor = { public: publicRoute("a test"), staff: staff(), portal: portal(), internal: internal() };
  const servingOnly = (routes: Route[]) => (router: Router) => {
    for (const route of routes) declareRoutes(router, seeCosts).serve(route, ruleFor[route.access] as AccessRule<unknown, undefined>, () => undefined);
  };
  const portalRoutes = Object.values(routeTable).filter((route) => route.service === "portal");
  const label = (route: Route) => `${route.method} ${route.path}`;

  it("lets a service start that serves exactly its routes", () => {
    const router = express.Router();
    servingOnly(portalRoutes)(router);
    expect(() => assertServesItsRoutes(router, "portal")).not.toThrow();
  });

  it("stops a service from starting without one of its routes", () => {
    const router = express.Router();
    servingOnly(portalRoutes.slice(1))(router);
    expect(() => assertServesItsRoutes(router, "portal")).toThrow(`The portal service does not serve its routes of the table: ${label(portalRoutes[0]!)}`);
  });

  it("stops a service from starting with a route the table gives another", () => {
    const router = express.Router();
    servingOnly([...portalRoutes, routeTable.currentUser!])(router);
    expect(() => assertServesItsRoutes(router, "portal")).toThrow("The portal service serves routes the table does not give it: GET /api/user");
  });
});

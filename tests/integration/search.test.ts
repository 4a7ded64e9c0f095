import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchResultsSchema, type SearchResults } from "@atelier/contracts";
import { signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;

interface Studio {
  client: TestClient;
  /** Every record id the studio has, to tell its results from another studio's. */
  ids: Set<string>;
  projects: Record<string, { id: string; code: string }>;
  rooms: Record<string, string>;
  items: Record<string, string>;
  documents: { quote: string; purchaseOrder: string; delivery: string; deliveryNumber: string; supplier: string };
}

const PROJECTS = [
  { name: "Constantia Villa", clientName: "Thandi Mokoena", clientEmail: "thandi@mokoena.co.za" },
  { name: "Clifton Penthouse", clientName: "Thandi Mokoena", clientEmail: "thandi@mokoena.co.za" },
  { name: "Bishopscourt Manor", clientName: "Pieter van der Merwe", clientEmail: "pieter@example.co.za" },
];

/** A studio with the same projects, rooms and items as every other built here, so a leak would show. */
async function studioWithRecords(): Promise<Studio> {
  const { client, user } = await signedInDesigner(stack.gatewayUrl);
  const studio: Studio = { client, ids: new Set(), projects: {}, rooms: {}, items: {}, documents: { quote: "", purchaseOrder: "", delivery: "", deliveryNumber: "", supplier: "" } };
  for (const project of PROJECTS) {
    const created = await client.post("/api/projects", { ...project, description: "A home", budget: 500000, startDate: "2026-11-02" });
    expect(created.status).toBe(201);
    studio.projects[project.name] = { id: created.json.id, code: created.json.code };
    studio.ids.add(created.json.id);
  }
  const villa = studio.projects["Constantia Villa"]!.id;
  for (const room of ["Main Kitchen", "Study"]) {
    const created = await client.post(`/api/projects/${villa}/rooms`, { name: room });
    studio.rooms[room] = created.json.id;
    studio.ids.add(created.json.id);
  }
  for (const [room, item] of [["Study", "Walnut Writing Desk"], ["Main Kitchen", "Brass Pendant Light"]] as const) {
    const created = await client.post(`/api/rooms/${studio.rooms[room]}/items`, { name: item, costEstimate: 12000 });
    studio.items[item] = created.json.id;
    studio.ids.add(created.json.id);
  }
  studio.documents = await documentsOf(client, user.studio.id, villa);
  for (const id of Object.values(studio.documents)) studio.ids.add(id);
  return studio;
}

/** A quote in two versions, a supplier with a purchase order, and a delivery, of the studio's villa. */
async function documentsOf(client: TestClient, studioId: string, projectId: string): Promise<Studio["documents"]> {
  const { prisma } = stack.auth;
  const quoteOf = (version: number) => ({ studioId, projectId, number: "Q-2026-0007", version, title: "Lounge furnishings", status: "draft" as const, subtotal: "0", vat: "0", total: "0" });
  await prisma.quote.create({ data: { ...quoteOf(1), status: "superseded" } });
  const quote = await prisma.quote.create({ data: quoteOf(2) });
  const supplier = (await client.post("/api/suppliers", { name: "Weylandts Furniture", contactName: "Sipho Dube" })).json.id as string;
  const order = await prisma.purchaseOrder.create({ data: { studioId, projectId, supplierId: supplier, sourceEventId: randomUUID(), number: "PO-2026-0003" } });
  const delivery = await client.post(`/api/projects/${projectId}/deliveries`, { items: "Oak desk", date: "2026-12-03", time: "09:00" });
  expect(delivery.status, delivery.text).toBe(201);
  return { quote: quote.id, purchaseOrder: order.id, delivery: delivery.json.id, deliveryNumber: delivery.json.deliveryNumber, supplier };
}

let studio: Studio;
let otherStudio: Studio;
beforeAll(async () => {
  stack = await startTestStack();
  studio = await studioWithRecords();
  otherStudio = await studioWithRecords();
});
afterAll(() => stack.close());

async function search(query: string, as = studio): Promise<SearchResults> {
  const response = await as.client.get(`/api/search?q=${encodeURIComponent(query)}`);
  expect(response.status, response.text).toBe(200);
  return searchResultsSchema.parse(response.json);
}

describe("searching the studio", () => {
  it("finds a project by a misspelt title, a part of it, its code and its client's name", async () => {
    const villa = studio.projects["Constantia Villa"]!;
    expect((await search("constantai")).projects[0]).toEqual({ id: villa.id, title: "Constantia Villa", code: villa.code, clientName: "Thandi Mokoena" });
    expect((await search("penth")).projects.map((project) => project.title)).toEqual(["Clifton Penthouse"]);
    expect((await search(villa.code)).projects[0]?.id).toBe(villa.id);
    expect((await search("mokena")).projects.map((project) => project.title).sort()).toEqual(["Clifton Penthouse", "Constantia Villa"]);
  });

  it("finds rooms and items with where they are", async () => {
    const villa = studio.projects["Constantia Villa"]!.id;
    expect((await search("kichen")).rooms).toEqual([{ id: studio.rooms["Main Kitchen"], name: "Main Kitchen", projectId: villa, projectTitle: "Constantia Villa" }]);
    expect((await search("wallnut desk")).items).toEqual([
      { id: studio.items["Walnut Writing Desk"], name: "Walnut Writing Desk", roomId: studio.rooms.Study, roomName: "Study", projectId: villa, projectTitle: "Constantia Villa" },
    ]);
  });

  it("finds a client once, by name or e-mail, with each of their projects", async () => {
    const { clients } = await search("Thandi");
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ name: "Thandi Mokoena", email: "thandi@mokoena.co.za" });
    expect(clients[0]!.projects.map((project) => project.title).sort()).toEqual(["Clifton Penthouse", "Constantia Villa"]);
    expect((await search("pieter@example")).clients.map((client) => client.name)).toEqual(["Pieter van der Merwe"]);
  });

  it("finds quotes, purchase orders and deliveries by their numbers, and suppliers by name or contact", async () => {
    const villa = studio.projects["Constantia Villa"]!.id;
    const about = { projectId: villa, projectTitle: "Constantia Villa" };
    // Numbers look alike ("-2026-00…"): the one typed out comes first.
    expect((await search("Q-2026-0007")).documents[0]).toEqual({ kind: "quote", id: studio.documents.quote, number: "Q-2026-0007", about: "Lounge furnishings", ...about });
    expect((await search("po-2026-0003")).documents[0]).toEqual({ kind: "purchase-order", id: studio.documents.purchaseOrder, number: "PO-2026-0003", about: "Weylandts Furniture", ...about });
    expect((await search(studio.documents.deliveryNumber)).documents[0]).toEqual({ kind: "delivery", id: studio.documents.delivery, number: studio.documents.deliveryNumber, about: null, ...about });
    expect((await search("lounge furn")).documents.map((hit) => hit.id)).toEqual([studio.documents.quote]);
    expect((await search("weylants")).suppliers).toEqual([{ id: studio.documents.supplier, name: "Weylandts Furniture", contactName: "Sipho Dube", archived: false }]);
    expect((await search("Sipho")).suppliers.map((supplier) => supplier.id)).toEqual([studio.documents.supplier]);
  });

  it("never answers another studio's records, though they match as well", async () => {
    for (const query of ["Constantia", "kitchen", "desk", "Thandi", studio.projects["Clifton Penthouse"]!.code, "Q-2026-0007", "PO-2026", "DEL-", "Weylandts"]) {
      const results = await search(query);
      const ids = [
        ...results.projects.map((hit) => hit.id),
        ...results.rooms.map((hit) => hit.id),
        ...results.items.map((hit) => hit.id),
        ...results.clients.flatMap((hit) => hit.projects.map((project) => project.id)),
        ...results.documents.flatMap((hit) => [hit.id, hit.projectId]),
        ...results.suppliers.map((hit) => hit.id),
      ];
      expect(ids.length, query).toBeGreaterThan(0);
      expect(ids.filter((id) => otherStudio.ids.has(id)), query).toEqual([]);
      expect(ids.every((id) => studio.ids.has(id)), query).toBe(true);
    }
  });

  it("answers empty groups when nothing matches", async () => {
    expect(await search("zzqxj")).toEqual({ projects: [], rooms: [], items: [], clients: [], documents: [], suppliers: [] });
  });

  it("keeps a query's wildcards as typed", async () => {
    expect(await search("%_%")).toEqual({ projects: [], rooms: [], items: [], clients: [], documents: [], suppliers: [] });
  });
});

describe("a query the search refuses", () => {
  it.each([
    ["too short once trimmed", "?q=%20a%20", "Type at least 2 characters"],
    ["too long", `?q=${"a".repeat(101)}`, "Must be at most 100 characters"],
    ["missing", "", "Type something to search for"],
  ])("answers 400 naming q when it is %s", async (_case, queryString, message) => {
    const response = await studio.client.get(`/api/search${queryString}`);
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ q: [message] });
  });

  it("answers 401 without a session", async () => {
    expect((await new TestClient(stack.gatewayUrl).get("/api/search?q=villa")).status).toBe(401);
  });
});

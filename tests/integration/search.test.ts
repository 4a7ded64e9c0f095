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
}

const PROJECTS = [
  { name: "Constantia Villa", clientName: "Thandi Mokoena", clientEmail: "thandi@mokoena.co.za" },
  { name: "Clifton Penthouse", clientName: "Thandi Mokoena", clientEmail: "thandi@mokoena.co.za" },
  { name: "Bishopscourt Manor", clientName: "Pieter van der Merwe", clientEmail: "pieter@example.co.za" },
];

/** A studio with the same projects, rooms and items as every other built here, so a leak would show. */
async function studioWithRecords(): Promise<Studio> {
  const { client } = await signedInDesigner(stack.gatewayUrl);
  const studio: Studio = { client, ids: new Set(), projects: {}, rooms: {}, items: {} };
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
  return studio;
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

  it("never answers another studio's records, though they match as well", async () => {
    for (const query of ["Constantia", "kitchen", "desk", "Thandi", studio.projects["Clifton Penthouse"]!.code]) {
      const results = await search(query);
      const ids = [
        ...results.projects.map((hit) => hit.id),
        ...results.rooms.map((hit) => hit.id),
        ...results.items.map((hit) => hit.id),
        ...results.clients.flatMap((hit) => hit.projects.map((project) => project.id)),
      ];
      expect(ids.length, query).toBeGreaterThan(0);
      expect(ids.filter((id) => otherStudio.ids.has(id)), query).toEqual([]);
      expect(ids.every((id) => studio.ids.has(id)), query).toBe(true);
    }
  });

  it("answers empty groups when nothing matches", async () => {
    expect(await search("zzqxj")).toEqual({ projects: [], rooms: [], items: [], clients: [] });
  });

  it("keeps a query's wildcards as typed", async () => {
    expect(await search("%_%")).toEqual({ projects: [], rooms: [], items: [], clients: [] });
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedQuoteResultSchema, MEMBER_EVENTS, POLICY_REFUSALS, roleRefusal } from "@atelier/contracts";
import { authWork } from "../../services/auth/src/jobs/work";
import { newProject } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { extractedItem } from "../support/extracted-items";
import { finishedJob } from "../support/jobs";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { connected, openSocket } from "../support/sockets";
import { invitedMember, signedUpOwner } from "../support/team";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let authWorkers: ServiceTestWorkers<unknown>;
let quotesWorkers: QuotesTestWorkers;

beforeAll(async () => {
  stack = await startTestStack();
  authWorkers = await startStackWorkers(authWork, stack);
  quotesWorkers = await startQuotesWorkers(stack.storageSettings);
});
afterAll(async () => {
  await quotesWorkers.close();
  await authWorkers.close();
  await stack.close();
});

/** An owner's project with a room of one priced item and its quote, and a designer and a viewer of the studio. */
async function pricedStudio() {
  const owner = (await signedUpOwner(stack.gatewayUrl)).client;
  const project = (await owner.post("/api/projects", newProject)).json.id as string;
  const room = (await owner.post(`/api/projects/${project}/rooms`, { name: "Living Room" })).json.id as string;
  const item = await owner.post(`/api/rooms/${room}/items`, { name: "Oak coffee table", quantity: 1, costEstimate: "12000.00", supplierQuote: "11500.00" });
  expect(item.status).toBe(201);
  const generated = await finishedJob(owner, (await owner.post(`/api/projects/${project}/generate-quote`)).json.jobId);
  const { quoteId } = generatedQuoteResultSchema.parse(generated.result);
  const designer = await invitedMember(owner, stack, "designer");
  const viewer = await invitedMember(owner, stack, "viewer");
  return { owner, designer: designer.client, viewer: viewer.client, project, room, item: item.json.id as string, quote: quoteId };
}

type Studio = Awaited<ReturnType<typeof pricedStudio>>;

/** Each answer that carries what the studio pays, as `client` reads it. */
async function answers(client: TestClient, { project, room, quote }: Studio) {
  const [items, rooms, shownRoom, shownQuote, settings, analytics] = await Promise.all([
    client.get(`/api/rooms/${room}/items`),
    client.get(`/api/projects/${project}/rooms`),
    client.get(`/api/rooms/${room}`),
    client.get(`/api/quotes/${quote}`),
    client.get("/api/studio/settings"),
    client.get("/api/analytics/dashboard"),
  ]);
  return {
    item: items.json[0],
    listedRoom: rooms.json[0],
    room: shownRoom.json,
    quote: shownQuote.json,
    line: shownQuote.json.lines[0],
    settings: settings.json,
    analytics: analytics.json,
  };
}

/** What each answer shows of costs: the cost fields present, by answer. */
function costFieldsOf(shown: Awaited<ReturnType<typeof answers>>) {
  const present = (record: Record<string, unknown>, fields: string[]) => fields.filter((field) => field in record);
  return {
    item: present(shown.item, ["costEstimate", "supplierQuote"]),
    listedRoom: present(shown.listedRoom, ["estimatedTotal"]),
    room: present(shown.room, ["estimatedTotal"]),
    quote: present(shown.quote, ["markupPercent"]),
    line: present(shown.line, ["unitCost", "markupPercent"]),
    settings: present(shown.settings, ["markupPercent", "overheadPercent"]),
    analytics: [...present(shown.analytics.performance, ["profit_margin"]), ...present(shown.analytics.trends, ["avg_room_cost"])],
  };
}

const EVERY_COST_FIELD = {
  item: ["costEstimate", "supplierQuote"],
  listedRoom: ["estimatedTotal"],
  room: ["estimatedTotal"],
  quote: ["markupPercent"],
  line: ["unitCost", "markupPercent"],
  settings: ["markupPercent", "overheadPercent"],
  analytics: ["profit_margin", "avg_room_cost"],
};
const NO_COST_FIELD = { item: [], listedRoom: [], room: [], quote: [], line: [], settings: [], analytics: [] };

describe("what the studio pays", () => {
  it("is in the owner's and designers' answers, and left out of a viewer's, who is refused the cost routes", async () => {
    const studio = await pricedStudio();
    const shown = await answers(studio.owner, studio);
    expect(costFieldsOf(shown)).toEqual(EVERY_COST_FIELD);
    expect(shown.item).toMatchObject({ costEstimate: "12000.00", supplierQuote: "11500.00" });
    expect(costFieldsOf(await answers(studio.designer, studio))).toEqual(EVERY_COST_FIELD);

    const viewed = await answers(studio.viewer, studio);
    expect(costFieldsOf(viewed)).toEqual(NO_COST_FIELD);
    expect(viewed.item).toMatchObject({ name: "Oak coffee table", quantity: 1 });
    expect(viewed.line).toMatchObject({ name: "Oak coffee table", unitPrice: expect.any(String), lineTotal: expect.any(String) });
    expect(JSON.stringify(viewed)).not.toContain("12000");
    expect(await studio.viewer.get(`/api/projects/${studio.project}/cost-breakdown`)).toMatchObject({ status: 403, json: { message: roleRefusal("viewer", "costs.read") } });
  });

  it("is kept from designers once the owner says so, from their next request, and their open app is told", async () => {
    const studio = await pricedStudio();
    const socket = openSocket(stack.gatewayUrl, { cookie: studio.designer.cookieHeader, origin: stack.gatewayUrl });
    await connected(socket);
    let told = 0;
    socket.on(MEMBER_EVENTS.changed, () => (told += 1));
    try {
      const settings = (await studio.owner.get("/api/studio/settings")).json;
      const saved = await studio.owner.request("PUT", "/api/studio/settings", { json: { ...settings, designersSeeCosts: false } });
      expect(saved).toMatchObject({ status: 200, json: { designersSeeCosts: false } });
      await expect.poll(() => told).toBe(1);

      expect(costFieldsOf(await answers(studio.designer, studio))).toEqual(NO_COST_FIELD);
      expect((await studio.designer.get("/api/user")).json.permissions).toEqual(["own.account", "work.read", "work.write"]);
      expect(await studio.designer.get(`/api/projects/${studio.project}/profit-analysis`)).toMatchObject({ status: 403, json: { message: POLICY_REFUSALS.costs } });
      expect(costFieldsOf(await answers(studio.owner, studio))).toEqual(EVERY_COST_FIELD);
      expect((await studio.owner.get(`/api/projects/${studio.project}/profit-analysis`)).status).toBe(200);

      // The designer still runs the project: names and quantities, and the quote's wording, not its pricing.
      const renamed = await studio.designer.request("PUT", `/api/items/${studio.item}`, { json: { name: "Oak coffee table, oiled", quantity: 2 } });
      expect(renamed).toMatchObject({ status: 200, json: { name: "Oak coffee table, oiled", quantity: 2 } });
      expect(renamed.json).not.toHaveProperty("costEstimate");
      expect((await studio.owner.get(`/api/rooms/${studio.room}/items`)).json[0]).toMatchObject({ costEstimate: "12000.00", supplierQuote: "11500.00" });
      expect((await studio.designer.request("PUT", `/api/quotes/${studio.quote}`, { json: { title: "Living room, first thoughts" } })).status).toBe(200);
      const priced = await studio.designer.request("PUT", `/api/quotes/${studio.quote}`, { json: { lines: [] } });
      expect(priced).toMatchObject({ status: 403, json: { message: POLICY_REFUSALS.pricing } });
      expect((await studio.owner.get(`/api/quotes/${studio.quote}`)).json.lines).toHaveLength(1);

      const restored = await studio.owner.request("PUT", "/api/studio/settings", { json: { ...settings, designersSeeCosts: true } });
      expect(restored.status).toBe(200);
      expect(costFieldsOf(await answers(studio.designer, studio))).toEqual(EVERY_COST_FIELD);
    } finally {
      socket.disconnect();
    }
  });

  it("is in a voice note's items only for a member who may see it", async () => {
    const studio = await pricedStudio();
    const settings = (await studio.owner.get("/api/studio/settings")).json;
    expect((await studio.owner.request("PUT", "/api/studio/settings", { json: { ...settings, designersSeeCosts: false } })).status).toBe(200);
    const note = { transcript: "two oak dining chairs", duration: 4, extractedData: { items: [extractedItem("dining chair", 0.97)] } };

    const recorded = await studio.designer.post(`/api/rooms/${studio.room}/voice-notes`, note);

    expect(recorded.status).toBe(201);
    expect(recorded.json.addedItems).toEqual([expect.objectContaining({ name: "dining chair", source: "voice" })]);
    expect(recorded.json.addedItems[0]).not.toHaveProperty("costEstimate");
    const added = (await studio.owner.get(`/api/rooms/${studio.room}/items`)).json.find((each: { name: string }) => each.name === "dining chair");
    expect(added).toMatchObject({ costEstimate: extractedItem("dining chair", 0.97).estimatedCost });
  });
});

describe("the studio's revenue", () => {
  it("is in the dashboard's answers only for whoever may see the studio's accounts", async () => {
    const studio = await pricedStudio();
    const bookkeeper = (await invitedMember(studio.owner, stack, "bookkeeper")).client;
    const revenueShown = async (client: TestClient) => {
      const [stats, analytics] = await Promise.all([client.get("/api/dashboard/stats"), client.get("/api/analytics/dashboard")]);
      return ["totalRevenue", "revenueBasis"].filter((field) => field in stats.json).concat("totalRevenue" in stats.json.trends ? ["trend"] : [], ["revenue", "forecast"].filter((field) => field in analytics.json));
    };
    const everything = ["totalRevenue", "revenueBasis", "trend", "revenue", "forecast"];
    expect(await revenueShown(studio.owner)).toEqual(everything);
    expect(await revenueShown(bookkeeper)).toEqual(everything);
    expect(await revenueShown(studio.designer)).toEqual([]);
    expect(await revenueShown(studio.viewer)).toEqual([]);
    expect((await studio.designer.get("/api/dashboard/stats")).json).toMatchObject({ activeProjects: 1, pendingApprovals: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();

const lounge = { name: "Main Lounge", description: "North-facing, double volume", dimensions: "7.2m x 5.4m", floorArea: 38.9 };
const createRoom = (body: object = lounge) => studio.designer.post(`/api/projects/${studio.projectId}/rooms`, body);

describe("rooms", () => {
  it("creates, reads, lists, updates and deletes a room", async () => {
    const created = await createRoom();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...lounge, projectId: studio.projectId, itemCount: 0, estimatedTotal: "0.00", generatedImageCount: 0 });

    const room = created.json;
    expect((await studio.designer.get(`/api/rooms/${room.id}`)).json).toEqual(room);
    expect((await studio.designer.get(`/api/projects/${studio.projectId}/rooms`)).json).toContainEqual(room);

    const updated = await studio.designer.request("PUT", `/api/rooms/${room.id}`, { json: { name: "Family Lounge", floorArea: "40.5" } });
    expect(updated.json).toMatchObject({ name: "Family Lounge", floorArea: 40.5, description: null, dimensions: null });

    expect((await studio.designer.request("DELETE", `/api/rooms/${room.id}`)).status).toBe(204);
    expect((await studio.designer.get(`/api/rooms/${room.id}`)).status).toBe(404);
  });

  it.each([
    [{ ...lounge, name: " " }, "name", "Room name is required"],
    [{ ...lounge, floorArea: -1 }, "floorArea", "Floor area must be 0 or more, in steps of 0.01"],
    [{ ...lounge, floorArea: "big" }, "floorArea", "Floor area must be a number"],
  ])("refuses %j", async (body, field, message) => {
    const response = await createRoom(body);
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
  });

  it("counts a project's rooms on the project", async () => {
    const { client } = await signedInDesigner(studio.stack.gatewayUrl);
    const project = (await client.post("/api/projects", newProject)).json;
    await client.post(`/api/projects/${project.id}/rooms`, { name: "Kitchen" });
    await client.post(`/api/projects/${project.id}/rooms`, { name: "Study" });
    expect((await client.get(`/api/projects/${project.id}`)).json.counts.rooms).toBe(2);
  });
});

describe("room items", () => {
  it("adds an item with the spec's defaults and totals the room", async () => {
    const room = (await createRoom()).json;
    const plain = await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Side table" });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ name: "Side table", quantity: 1, unit: "each", costEstimate: "0.00", category: null, source: "manual", overdue: false });

    await studio.designer.post(`/api/rooms/${room.id}/items`, {
      name: "Linen curtains",
      quantity: 6.5,
      unit: "meters",
      category: "textiles",
      color: "Oat",
      material: "Belgian linen",
      costEstimate: "12499.90",
      supplierQuote: 11800,
      supplier: "Hertex",
      leadTime: 21,
    });
    const roomAfter = (await studio.designer.get(`/api/rooms/${room.id}`)).json;
    expect(roomAfter).toMatchObject({ itemCount: 2, estimatedTotal: "12499.90" });
    const items = (await studio.designer.get(`/api/rooms/${room.id}/items`)).json;
    expect(items.map((item: { name: string }) => item.name)).toEqual(["Side table", "Linen curtains"]);
    expect(items[1]).toMatchObject({ quantity: 6.5, unit: "meters", supplierQuote: "11800.00", leadTime: 21 });
  });

  it("edits the fields sent, keeps the others, and deletes", async () => {
    const room = (await createRoom()).json;
    const item = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Pendant", category: "lighting", costEstimate: 8900 })).json;
    const updated = await studio.designer.request("PUT", `/api/items/${item.id}`, { json: { costEstimate: "9450.5", status: "ordered" } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: "Pendant", category: "lighting", costEstimate: "9450.50", status: "ordered" });
    expect((await studio.designer.request("DELETE", `/api/items/${item.id}`)).status).toBe(204);
    expect((await studio.designer.get(`/api/rooms/${room.id}/items`)).json).toEqual([]);
  });

  it("flags an item overdue once its ETA has passed, unless delivered or cancelled", async () => {
    const room = (await createRoom()).json;
    const late = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Rug", eta: "2020-01-15", status: "in_transit" })).json;
    const future = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Lamp", eta: "2199-01-01", status: "ordered" })).json;
    const delivered = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Chair", eta: "2020-01-15", status: "delivered" })).json;
    expect([late.overdue, future.overdue, delivered.overdue]).toEqual([true, false, false]);
    expect((await studio.designer.request("PUT", `/api/items/${late.id}`, { json: { status: "cancelled" } })).json.overdue).toBe(false);
  });

  it("is overdue by the studio's date, not the server's: a day after its ETA on the studio's clock", async () => {
    const prisma = studio.stack.auth.prisma;
    const { studioId } = await prisma.project.findUniqueOrThrow({ where: { id: studio.projectId } });
    const room = (await createRoom()).json;
    const dayIn = (zone: string, days = 0) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: zone });
    try {
      // Samoa's and Kiritimati's clocks are 25 hours apart: whatever the hour, at least one of them is on another day than UTC.
      await prisma.studio.update({ where: { id: studioId }, data: { timeZone: "Pacific/Pago_Pago" } });
      const dueToday = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Mirror", eta: dayIn("Pacific/Pago_Pago"), status: "ordered" })).json;
      expect(dueToday.overdue).toBe(false);
      await prisma.studio.update({ where: { id: studioId }, data: { timeZone: "Pacific/Kiritimati" } });
      const dueYesterday = (await studio.designer.post(`/api/rooms/${room.id}/items`, { name: "Ottoman", eta: dayIn("Pacific/Kiritimati", -1), status: "ordered" })).json;
      expect(dueYesterday.overdue).toBe(true);
      const listed = (await studio.designer.get(`/api/rooms/${room.id}/items`)).json as Array<{ name: string; overdue: boolean }>;
      expect(listed.map(({ name, overdue }) => [name, overdue])).toEqual([
        ["Mirror", true],
        ["Ottoman", true],
      ]);
    } finally {
      await prisma.studio.update({ where: { id: studioId }, data: { timeZone: "Africa/Johannesburg" } });
    }
  });

  it.each([
    [{ name: "" }, "name", "Item name is required"],
    [{ name: "Vase", quantity: 0 }, "quantity", "Quantity must be more than 0"],
    [{ name: "Vase", unit: "dozen" }, "unit", undefined],
    [{ name: "Vase", category: "plumbing" }, "category", undefined],
    [{ name: "Vase", costEstimate: "12.345" }, "costEstimate", "Cost estimate must be an amount in rand with at most two decimals"],
    [{ name: "Vase", eta: "soon" }, "eta", "ETA must be a date (YYYY-MM-DD)"],
  ])("refuses %j and adds nothing", async (body, field, message) => {
    const room = (await createRoom()).json;
    const response = await studio.designer.post(`/api/rooms/${room.id}/items`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    if (message) expect(response.json.errors[field]).toEqual([message]);
    expect((await studio.designer.get(`/api/rooms/${room.id}/items`)).json).toEqual([]);
  });
});

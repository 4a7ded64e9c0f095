import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { signedInDesigner } from "../support/designers";
import { extractedItem as item } from "../support/extracted-items";
import { connected, openSocket } from "../support/sockets";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

const prisma = () => studio.stack.auth.prisma;
const names = (items: Array<{ name: string }>) => items.map((each) => each.name);

/** A room with a voice note that added the four items named, and the note's id and the items' ids by name. */
async function roomWithNote(itemNames: string[]) {
  const roomId = (await studio.designer.post(`/api/projects/${studio.projectId}/rooms`, { name: "Dining Room" })).json.id as string;
  const saved = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, {
    transcript: "oak chairs, a bench, a sideboard and a rug",
    duration: 9,
    extractedData: { items: itemNames.map((name) => item(name, 0.93)) },
  });
  expect(saved.status).toBe(201);
  const ids = Object.fromEntries((saved.json.addedItems as Array<{ id: string; name: string }>).map((added) => [added.name, added.id]));
  return { roomId, noteId: saved.json.voiceNote.id as string, ids, addedItems: saved.json.addedItems as Array<Record<string, unknown>> };
}

/** The item on a draft quote and the other on a purchase order, as generating and approving them would leave them. */
async function quoteAndOrder(quotedId: string, orderedId: string) {
  const { studioId } = await prisma().project.findUniqueOrThrow({ where: { id: studio.projectId }, select: { studioId: true } });
  const line = { quantity: 1, unitCost: "13000.00" };
  await prisma().quote.create({
    data: { studioId, projectId: studio.projectId, number: `Q-${randomUUID().slice(0, 8)}`, title: "Dining", lines: { create: { ...line, roomItemId: quotedId, name: "Bench", unitPrice: "16900.00", lineTotal: "16900.00" } } },
  });
  const supplier = await prisma().supplier.create({ data: { studioId, name: `Karoo Joinery ${randomUUID()}` } });
  await prisma().purchaseOrder.create({
    data: {
      studioId,
      projectId: studio.projectId,
      supplierId: supplier.id,
      sourceEventId: randomUUID(),
      number: `PO-${randomUUID().slice(0, 8)}`,
      lines: { create: { ...line, roomItemId: orderedId, name: "Sideboard", lineTotal: "13000.00" } },
    },
  });
}

describe("undoing a voice note's items", () => {
  it("marks the items the AI added with its confidence and their costs as catalogue estimates until a designer sets the cost", async () => {
    const { addedItems, noteId } = await roomWithNote(["dining chair"]);
    expect(addedItems).toEqual([expect.objectContaining({ source: "voice", aiConfidence: 0.93, voiceNoteId: noteId, costFromCatalogue: true })]);
    const itemId = addedItems[0]!.id as string;

    const renamed = await studio.designer.request("PUT", `/api/items/${itemId}`, { json: { name: "Dining chair", costEstimate: "13000.00" } });
    expect(renamed.json).toMatchObject({ name: "Dining chair", costFromCatalogue: true, aiConfidence: 0.93 });
    const repriced = await studio.designer.request("PUT", `/api/items/${itemId}`, { json: { costEstimate: "11500" } });
    expect(repriced.json).toMatchObject({ costEstimate: "11500.00", costFromCatalogue: false, source: "voice" });
  });

  it("removes the note's untouched items in one step and keeps the note, its transcript and the items edited, quoted or ordered, saying why", async () => {
    const { roomId, noteId, ids } = await roomWithNote(["dining chair", "bench", "sideboard", "rug"]);
    await studio.designer.request("PUT", `/api/items/${ids["dining chair"]}`, { json: { quantity: 8 } });
    await quoteAndOrder(ids.bench!, ids.sideboard!);
    const [listedBefore] = (await studio.designer.get(`/api/rooms/${roomId}/voice-notes`)).json;
    expect(listedBefore).toMatchObject({ id: noteId, itemCount: 4, undoableItemCount: 1 });

    const undone = await studio.designer.request("DELETE", `/api/voice-notes/${noteId}/items`);
    expect(undone.status).toBe(200);
    const kept = [
      { id: ids.bench, name: "bench", reason: "quoted" },
      { id: ids["dining chair"], name: "dining chair", reason: "edited" },
      { id: ids.sideboard, name: "sideboard", reason: "ordered" },
    ];
    expect(undone.json).toEqual({ removed: 1, kept });

    expect(names((await studio.designer.get(`/api/rooms/${roomId}/items`)).json).sort()).toEqual(["bench", "dining chair", "sideboard"]);
    const [listedAfter] = (await studio.designer.get(`/api/rooms/${roomId}/voice-notes`)).json;
    expect(listedAfter).toMatchObject({ id: noteId, transcript: "oak chairs, a bench, a sideboard and a rug", itemCount: 3, undoableItemCount: 0 });

    const again = await studio.designer.request("DELETE", `/api/voice-notes/${noteId}/items`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ removed: 0, kept });
    expect(await prisma().roomItem.count({ where: { roomId } })).toBe(3);
  });

  it("tells the project's open pages, as other item changes do", async () => {
    const { noteId } = await roomWithNote(["bench"]);
    const socket = openSocket(studio.stack.gatewayUrl, { cookie: studio.designer.cookieHeader, origin: studio.stack.gatewayUrl });
    sockets.push(socket);
    await connected(socket);
    const heard: unknown[] = [];
    socket.on("project.changed", (change) => heard.push(change));
    expect(await socket.emitWithAck("project.watch", { projectId: studio.projectId })).toEqual({ watching: true });

    await studio.designer.request("DELETE", `/api/voice-notes/${noteId}/items`);
    await expect.poll(() => heard).toEqual([{ projectId: studio.projectId, records: "voice-notes", id: noteId }]);
    // Undoing again changes nothing, so nothing more is told.
    await studio.designer.request("DELETE", `/api/voice-notes/${noteId}/items`);
    await studio.designer.post(`/api/projects/${studio.projectId}/rooms`, { name: "Marker" });
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toMatchObject({ records: "rooms" });
  });

  it("answers another studio's designer the 404 of a missing note and removes nothing", async () => {
    const { roomId, noteId } = await roomWithNote(["bench", "rug"]);
    const { client: stranger } = await signedInDesigner(studio.stack.gatewayUrl);
    const foreign = await stranger.request("DELETE", `/api/voice-notes/${noteId}/items`);
    const missing = await stranger.request("DELETE", `/api/voice-notes/${randomUUID()}/items`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ message: "Voice note not found" });
    expect(missing.json).toEqual(foreign.json);
    expect((await studio.designer.request("DELETE", "/api/voice-notes/not-an-id/items")).status).toBe(404);
    expect(await prisma().roomItem.count({ where: { roomId } })).toBe(2);
  });
});

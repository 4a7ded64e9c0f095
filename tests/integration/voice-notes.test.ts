import { describe, expect, it } from "vitest";
import { signedInDesigner } from "../support/designers";
import { extractedItem as item } from "../support/extracted-items";
import { studioWithProject } from "../support/studio-fixture";

const studio = studioWithProject();

const note = {
  transcript: "two oak dining chairs and maybe a bench",
  duration: 7.5,
  extractedData: { items: [item("dining chair", 0.97), item("bench", 0.8), item("stool", 0.62)] },
};
const newRoom = async () => (await studio.designer.post(`/api/projects/${studio.projectId}/rooms`, { name: "Dining Room" })).json.id as string;

describe("voice notes", () => {
  it("saves the note, adds only the items above 0.8 to the room and suggests the rest", async () => {
    const roomId = await newRoom();
    const response = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, note);
    expect(response.status).toBe(201);
    expect(response.json.voiceNote).toMatchObject({ roomId, transcript: note.transcript, duration: 7.5 });
    expect(response.json.addedItems).toEqual([
      expect.objectContaining({ name: "dining chair", quantity: 2, material: "oak", costEstimate: "13000.00", source: "voice" }),
    ]);
    expect(response.json.suggestedItems.map((suggested: { name: string }) => suggested.name)).toEqual(["bench", "stool"]);
    expect((await studio.designer.get(`/api/rooms/${roomId}/items`)).json.map((added: { name: string }) => added.name)).toEqual(["dining chair"]);
    const listed = (await studio.designer.get(`/api/rooms/${roomId}/voice-notes`)).json;
    expect(listed).toEqual([expect.objectContaining({ id: response.json.voiceNote.id, itemCount: 1, recordingUrl: null })]);
  });

  it("saves a repeated request with the same Idempotency-Key once, even when both arrive at once", async () => {
    const roomId = await newRoom();
    const headers = { "idempotency-key": "note-7f3a9c21" };
    const [first, second] = await Promise.all([
      studio.designer.post(`/api/rooms/${roomId}/voice-notes`, note, headers),
      studio.designer.post(`/api/rooms/${roomId}/voice-notes`, note, headers),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.json.voiceNote.id).toBe(second.json.voiceNote.id);
    const third = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, note, headers);
    expect(third.status).toBe(200);
    expect((await studio.designer.get(`/api/rooms/${roomId}/items`)).json).toHaveLength(1);
    expect(await studio.stack.auth.prisma.voiceNote.count({ where: { roomId } })).toBe(1);
  });

  it("refuses bad input and another studio's room, and saves nothing", async () => {
    const roomId = await newRoom();
    const bad = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, transcript: "", duration: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["duration", "transcript"]);
    const badItem = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, extractedData: { items: [{ ...item("x", 0.9), unit: "dozen" }] } });
    expect(badItem.status).toBe(400);
    expect(Object.keys(badItem.json.errors)).toEqual(["extractedData.items.0.unit"]);
    expect((await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, note, { "idempotency-key": "short" })).status).toBe(400);
    const foreignRecording = await studio.designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, recordingKey: "studios/another/recordings/x" });
    expect(foreignRecording.status).toBe(400);
    expect(foreignRecording.json.errors.recordingKey).toEqual(["Not a recording of this studio"]);

    const { client: stranger } = await signedInDesigner(studio.stack.gatewayUrl);
    expect((await stranger.post(`/api/rooms/${roomId}/voice-notes`, note)).status).toBe(404);
    expect(await studio.stack.auth.prisma.voiceNote.count({ where: { roomId } })).toBe(0);
  });
});

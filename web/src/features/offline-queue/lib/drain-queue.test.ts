// @vitest-environment node
// Node's Blob, FormData and structuredClone, as fake-indexeddb's copies are Node's: in jsdom a Blob read back from the store is of another realm.
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { cliftonVilla, image, mainLounge } from "@/test/fixtures";
import { serve, type Routes } from "@/test/gateway";
import { drainQueue, type DrainEvents } from "./drain-queue";
import type { QueuedPhoto } from "./queued-upload";
import { addUpload, listUploads, removeUpload } from "./queue-store";
import { uploadFailureOf } from "./upload-failure";

const USER = "0b7c1c1e-4f4e-4d39-9a52-1d2f8c3b4a5e";
const JOB_ID = "7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6";
const UPLOAD_URL = "/api/objects/studios/s1/uploads/u1?expires=1&signature=x";

const voiceNote = { kind: "voice-note", projectId: cliftonVilla.id, roomId: mainLounge.id, roomName: "Main Lounge", audio: new Blob(["webm"], { type: "audio/webm" }), idempotencyKey: "a1b2c3d4e5f60718" } as const;
const photo = { kind: "photo", projectId: cliftonVilla.id, roomId: null, fileName: "bay.jpg", file: new Blob(["jpeg"], { type: "image/jpeg" }), uploadURL: null, uploaded: false } as const;

const gateway = (overrides: Routes = {}) =>
  serve({
    "POST /api/voice/transcribe": () => Response.json({ jobId: JOB_ID }, { status: 202 }),
    "POST /api/objects/upload": () => Response.json({ uploadURL: UPLOAD_URL, expiresAt: "2026-11-23T09:00:00.000Z" }),
    [`PUT ${UPLOAD_URL}`]: () => new Response(null, { status: 200 }),
    [`POST /api/projects/${cliftonVilla.id}/photos`]: () => Response.json(image({ type: "photo" }), { status: 201 }),
    ...overrides,
  });

const listen = (): DrainEvents => ({ sending: vi.fn(), saved: vi.fn(), refused: vi.fn() });
const calls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`);

beforeEach(async () => {
  for (const upload of await listUploads(USER)) await removeUpload(upload.id);
});

describe("the upload queue", () => {
  it("sends the waiting uploads in the order they were made, and lets each go only once the server confirmed it", async () => {
    const fetchMock = gateway();
    await addUpload(USER, voiceNote);
    await addUpload(USER, photo);
    const events = listen();

    expect(await drainQueue(USER, events)).toBe("done");
    expect(calls(fetchMock)).toEqual(["POST /api/voice/transcribe", "POST /api/objects/upload", `PUT ${UPLOAD_URL}`, `POST /api/projects/${cliftonVilla.id}/photos`]);
    // The recording goes with the idempotency key it was queued with, so a resent recording starts no second job.
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("Idempotency-Key")).toBe(voiceNote.idempotencyKey);
    expect(vi.mocked(events.saved).mock.calls.map(([upload]) => upload.kind)).toEqual(["voice-note", "photo"]);
    expect(await listUploads(USER)).toEqual([]);
  });

  it("keeps what could not go through with how far it got, and carries on from there with the same upload URL", async () => {
    let connected = false;
    const fetchMock = gateway({
      [`POST /api/projects/${cliftonVilla.id}/photos`]: () => {
        if (!connected) throw new TypeError("Failed to fetch");
        return Response.json(image({ type: "photo" }), { status: 201 });
      },
    });
    await addUpload(USER, photo);

    expect(await drainQueue(USER, listen())).toBe("offline");
    const [waiting] = (await listUploads(USER)) as QueuedPhoto[];
    expect(waiting).toMatchObject({ uploadURL: UPLOAD_URL, uploaded: true, failure: null });

    connected = true;
    expect(await drainQueue(USER, listen())).toBe("done");
    expect(calls(fetchMock).filter((call) => call === "POST /api/objects/upload")).toHaveLength(1);
    expect(calls(fetchMock).filter((call) => call.startsWith("PUT "))).toHaveLength(1);
    const saves = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/photos"));
    expect(saves.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { photoURL: UPLOAD_URL, roomId: null },
      { photoURL: UPLOAD_URL, roomId: null },
    ]);
    expect(await listUploads(USER)).toEqual([]);
  });

  it("keeps a refused upload with the server's reason, never sends it again, and sends the ones after it", async () => {
    const fetchMock = gateway({ "POST /api/voice/transcribe": () => Response.json({ message: "Room not found" }, { status: 404 }) });
    await addUpload(USER, voiceNote);
    await addUpload(USER, photo);
    const events = listen();

    expect(await drainQueue(USER, events)).toBe("done");
    expect(events.refused).toHaveBeenCalledWith(expect.objectContaining({ kind: "voice-note" }), "Room not found");
    expect(await listUploads(USER)).toEqual([expect.objectContaining({ kind: "voice-note", failure: "Room not found" })]);

    await drainQueue(USER, listen());
    expect(calls(fetchMock).filter((call) => call === "POST /api/voice/transcribe")).toHaveLength(1);
  });

  it("sends only the signed-in designer's uploads", async () => {
    const fetchMock = gateway();
    await addUpload("another-designer", voiceNote);
    expect(await drainQueue(USER, listen())).toBe("done");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listUploads("another-designer")).toHaveLength(1);
  });
});

describe("uploadFailureOf", () => {
  it("waits for the connection, the server or a new session; takes any other 4xx as the server's final word", () => {
    expect(uploadFailureOf(new TypeError("Failed to fetch"))).toEqual({ offline: true });
    expect(uploadFailureOf(new ApiError(503, "Service Unavailable", null))).toEqual({ offline: true });
    expect(uploadFailureOf(new ApiError(401, "Unauthorized", null))).toEqual({ offline: true });
    expect(uploadFailureOf(new ApiError(429, "Too Many Requests", null))).toEqual({ offline: true });
    expect(uploadFailureOf(new ApiError(413, "", { message: "Storage is full" }))).toEqual({ offline: false, reason: "Storage is full" });
  });
});

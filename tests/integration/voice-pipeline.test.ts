import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { voiceNoteHeardEvent, type VoicePipelineResult } from "@atelier/contracts";
import { objectKeys } from "@atelier/kit";
import { handleVoiceNote } from "../../services/ai-worker/src/jobs/voice-note";
import { runTool } from "../../services/ai-worker/src/transcription/run-tool";
import { saveHeardVoiceNote } from "../../services/projects/src/subscribers/voice-note-heard";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { asTheWorkerRuns, capturingContext } from "../support/job-context";
import { finishedJob } from "../support/jobs";
import { recordingForm, recordNarration } from "../support/recordings";
import narrations from "../../services/ai-worker/eval/narrations.json" with { type: "json" };
import type { TestStack } from "../support/test-stack";
import { startVoiceStudio, type VoiceStudio } from "../support/voice-studio";

type VoiceNoteHeard = z.infer<typeof voiceNoteHeardEvent.payload>;

let studio: VoiceStudio;
let stack: TestStack;
let designer: TestClient;
let studioId: string;
let userId: string;
let projectId: string;
let workDir: string;
let recording: Buffer;

beforeAll(async () => {
  studio = await startVoiceStudio();
  ({ stack, designer, studioId, userId, projectId, workDir, recording } = studio);
});
afterAll(() => studio.close());

const newRoom = (name?: string) => studio.newRoom(name);
const transcribe = (form: FormData, client?: TestClient) => studio.transcribe(form, client);
const itemsOf = (roomId: string) => studio.itemsOf(roomId);
const voiceNotesOf = (roomId: string) => studio.voiceNotesOf(roomId);

describe("POST /api/voice/transcribe refuses what it cannot hear", () => {
  it("answers 415 for a PDF sent as audio, and for a text file", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");
    const asAudio = await transcribe(recordingForm(pdf));
    expect(asAudio.status).toBe(415);
    expect(asAudio.json.message).toMatch(/must be an audio file/);
    expect((await transcribe(recordingForm(recording, {}, "text/plain"))).status).toBe(415);
  });

  it("answers 415 for a body that is not multipart, 400 without a recording", async () => {
    expect((await designer.post("/api/voice/transcribe", { audio: "base64?" })).status).toBe(415);
    const withoutRecording = new FormData();
    withoutRecording.append("roomId", "d9b2d63d-a233-4123-847a-6a5a1b2c3d4e");
    const empty = await transcribe(withoutRecording);
    expect(empty.status).toBe(400);
    expect(empty.json.errors.audio).toEqual(["Attach the recording"]);
  });

  it("answers 413 for a recording over the limit", async () => {
    const huge = Buffer.concat([recording.subarray(0, 64), Buffer.alloc(51 * 1024 * 1024)]);
    const response = await transcribe(recordingForm(huge));
    expect(response.status).toBe(413);
  });

  it("answers 404 for another studio's room and 401 without a session", async () => {
    const roomId = await newRoom("Guest Suite");
    const other = (await signedInDesigner(stack.gatewayUrl)).client;
    expect((await transcribe(recordingForm(recording, { roomId }), other)).status).toBe(404);
    const anonymous = await fetch(`${stack.gatewayUrl}/api/voice/transcribe`, { method: "POST", body: recordingForm(recording), headers: { origin: stack.gatewayUrl } });
    expect(anonymous.status).toBe(401);
  });
});

describe("POST /api/voice/transcribe with an Idempotency-Key (the site app's offline queue)", () => {
  const jobsOfStudio = () => stack.auth.prisma.jobRecord.count({ where: { studioId } });
  const sendOnce = (roomId: string, key: string) =>
    designer.request("POST", "/api/voice/transcribe", { body: recordingForm(recording, { roomId }), headers: { "Idempotency-Key": key } });

  it("starts one job for a recording sent again, even at the same moment, and answers each sending with it", async () => {
    const roomId = await newRoom("Site Visit Room");
    const before = await jobsOfStudio();
    const [first, racing] = await Promise.all([sendOnce(roomId, "queued-note-0001"), sendOnce(roomId, "queued-note-0001")]);
    const again = await sendOnce(roomId, "queued-note-0001");
    expect([first.status, racing.status, again.status]).toEqual([202, 202, 202]);
    expect(new Set([first.json.jobId, racing.json.jobId, again.json.jobId]).size).toBe(1);
    expect(await jobsOfStudio()).toBe(before + 1);

    const other = await sendOnce(roomId, "queued-note-0002");
    expect(other.json.jobId).not.toBe(first.json.jobId);
    expect(await jobsOfStudio()).toBe(before + 2);
  });

  it("keeps keys apart between studios, and refuses a malformed key with 400", async () => {
    const roomId = await newRoom("Study");
    const mine = await sendOnce(roomId, "shared-key-0001");
    const otherStudio = (await signedInDesigner(stack.gatewayUrl)).client;
    const otherProject = (await otherStudio.post("/api/projects", newProject)).json.id as string;
    const otherRoom = (await otherStudio.post(`/api/projects/${otherProject}/rooms`, { name: "Study" })).json.id as string;
    const theirs = await otherStudio.request("POST", "/api/voice/transcribe", {
      body: recordingForm(recording, { roomId: otherRoom }),
      headers: { "Idempotency-Key": "shared-key-0001" },
    });
    expect(theirs.status).toBe(202);
    expect(theirs.json.jobId).not.toBe(mine.json.jobId);

    const malformed = await sendOnce(roomId, "short");
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/Idempotency-Key/);
  });
});

describe("the recorder's pipeline", () => {
  let workers: TestWorkers;
  beforeAll(async () => {
    workers = await startTestWorkers(stack);
  });
  afterAll(() => workers.close());

  it("offers, rather than adds, an item read from words the recogniser was unsure of (issue 20, item 20)", async () => {
    const roomId = await newRoom("Covered Stoep");
    const stoep = narrations.narrations.find((narration) => narration.id === "plett-stoep")!;
    const accepted = await transcribe(recordingForm(await recordNarration(stoep.transcript, workDir, "stoep"), { roomId }));
    const job = await finishedJob<{ addedItems: Array<{ name: string; quantity: number }>; suggestedItems: Array<{ name: string; quantity: number; confidence: number }> }>(
      designer,
      accepted.json.jobId,
      30_000,
    );
    // flite's "an outdoor dining table" is heard as "ten outdoor dining table", the "ten" barely: ten tables would
    // have been added before.
    const table = job.result.suggestedItems.find((item) => item.name === "dining table");
    expect(table).toMatchObject({ quantity: 10 });
    expect(table!.confidence).toBeLessThanOrEqual(0.8);
    expect(job.result.addedItems.map((item) => item.name)).not.toContain("dining table");
    expect(job.result.addedItems.map((item) => item.name)).toEqual(expect.arrayContaining(["chair", "planter", "lantern", "hammock"]));
    expect((await itemsOf(roomId)).map((item) => item.name)).not.toContain("dining table");
  });

  it("transcribes, extracts, saves the note and adds the confident items to the room, with live progress", async () => {
    const roomId = await newRoom();
    const socket: Socket = connect(stack.gatewayUrl, { transports: ["websocket"], extraHeaders: { cookie: designer.cookieHeader }, reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
    const events: Array<[string, { jobId: string; progress?: number; stage?: string }]> = [];
    socket.onAny((event, payload) => events.push([event, payload]));

    const accepted = await transcribe(recordingForm(recording, { roomId }));
    expect(accepted.status).toBe(202);
    const job = await finishedJob<{ transcription: { text: string; duration: number }; addedItems: Array<{ name: string }>; suggestedItems: unknown[] }>(
      designer,
      accepted.json.jobId,
      30_000,
    );
    expect(job.state).toBe("completed");
    expect(job.result.transcription.text).toContain("bedside lamps");
    expect(job.result.transcription.duration).toBeGreaterThan(5);
    expect(job.result.addedItems.map((item) => item.name)).toEqual(expect.arrayContaining(["bedside lamp", "headboard"]));

    const items = await itemsOf(roomId);
    expect(items.map((item) => item.name).sort()).toEqual(job.result.addedItems.map((item) => item.name).sort());
    expect(items.every((item) => item.source === "voice")).toBe(true);
    expect(await voiceNotesOf(roomId)).toHaveLength(1);

    // The note keeps its recording, to listen to again.
    const [note] = (await designer.get(`/api/rooms/${roomId}/voice-notes`)).json as Array<{ recordingUrl: string; itemCount: number; transcript: string }>;
    expect(note).toMatchObject({ itemCount: job.result.addedItems.length, transcript: job.result.transcription.text });
    const audio = await fetch(new URL(note!.recordingUrl, stack.gatewayUrl));
    expect(audio.headers.get("content-type")).toBe("audio/webm");
    expect(Buffer.from(await audio.arrayBuffer()).equals(recording)).toBe(true);

    await expect.poll(() => events.some(([event]) => event === "job.completed")).toBe(true);
    // Only this job's: the designer's room also hears the progress of jobs earlier tests left running.
    const stages = events.filter(([event, payload]) => event === "job.progress" && payload.jobId === accepted.json.jobId).map(([, payload]) => payload.stage);
    expect(stages).toEqual(["Transcribing", "Extracting items", "Saving to the room"]);
    socket.disconnect();
  });

  it("saves one note when the same job runs twice and its event is delivered twice", async () => {
    const roomId = await newRoom("Pool House");
    const recordingKey = objectKeys.recording(studioId, randomUUID());
    await workers.deps.storage.put(recordingKey, recording, "audio/webm");
    const context = capturingContext({ studioId, userId, projectId });
    await handleVoiceNote(workers.deps)({ recordingKey, roomId }, context);
    await handleVoiceNote(workers.deps)({ recordingKey, roomId }, context);
    const [heard, heardAgain] = context.handedOver.map(({ data }) => data as VoiceNoteHeard);
    const save = asTheWorkerRuns(voiceNoteHeardEvent.name, saveHeardVoiceNote(workers.projectsDeps));
    const first = (await save(heard!, context)) as VoicePipelineResult;
    const again = (await save(heardAgain!, context)) as VoicePipelineResult;
    expect(again.voiceNote.id).toBe(first.voiceNote.id);
    expect(await voiceNotesOf(roomId)).toHaveLength(1);
    expect(await itemsOf(roomId)).toHaveLength(first.addedItems.length);
  });

  it("transcribes alone when no room is given", async () => {
    const accepted = await transcribe(recordingForm(recording));
    const job = await finishedJob<{ text: string; duration: number }>(designer, accepted.json.jobId, 30_000);
    expect(job.state).toBe("completed");
    expect(job.result.text).toContain("headboard");
  });

  it("fails clearly, without retrying, on a recording with no speech", async () => {
    const silent = join(workDir, "silence.webm");
    await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "anullsrc=r=48000:cl=mono", "-t", "2", "-c:a", "libopus", "-y", silent], 30_000);
    const roomId = await newRoom("Study");
    const accepted = await transcribe(recordingForm(await readFile(silent), { roomId }));
    const job = await finishedJob(designer, accepted.json.jobId, 30_000);
    expect(job).toMatchObject({ state: "failed", failedReason: "No speech was heard in the recording", attemptsMade: 1 });
    expect(await voiceNotesOf(roomId)).toHaveLength(0);
  });
});

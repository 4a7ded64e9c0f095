import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { recordingForm } from "../support/recordings";
import { startTestStack, type TestStack } from "../support/test-stack";

const WAV_HEAD = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(256)]);

/** A stack whose services keep objects in a folder of this file's and have the given quota settings. */
function stackWithQuota(settings: Record<string, string>) {
  const context = {} as { stack: TestStack; designer: TestClient };
  let objectsDir: string;
  beforeAll(async () => {
    objectsDir = mkdtempSync(join(tmpdir(), "atelier-quota-objects-"));
    context.stack = await startTestStack({ storage: { OBJECTS_DIR: objectsDir, ...settings } });
    context.designer = (await signedInDesigner(context.stack.gatewayUrl)).client;
  });
  afterAll(async () => {
    await context.stack.close();
    rmSync(objectsDir, { recursive: true, force: true });
  });
  return context;
}

const transcribe = (client: TestClient) => client.request("POST", "/api/voice/transcribe", { body: recordingForm(WAV_HEAD, {}, "audio/wav") });

describe("uploads per studio per hour", () => {
  const context = stackWithQuota({ UPLOADS_PER_HOUR: "3" });

  it("answers 429 past the hour's allowance, saying why and when to try again, for photos and recordings alike", async () => {
    const { designer, stack } = context;
    expect((await designer.post("/api/objects/upload")).status).toBe(200);
    expect((await designer.post("/api/objects/upload")).status).toBe(200);
    expect((await transcribe(designer)).status).toBe(202);

    const refused = await designer.post("/api/objects/upload");
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/3 uploads this hour, the most allowed: try again in \d+ minutes/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const recording = await transcribe(designer);
    expect(recording.status).toBe(429);
    expect(recording.json.message).toMatch(/uploads this hour/);

    const otherStudio = (await signedInDesigner(stack.gatewayUrl)).client;
    expect((await otherStudio.post("/api/objects/upload")).status).toBe(200);
  });
});

describe("storage per studio", () => {
  const context = stackWithQuota({ STUDIO_STORAGE_BYTES: "100000" });

  it("answers 413 once the studio's storage is full, saying why, and takes uploads again after a deletion", async () => {
    const { designer } = context;
    const projectId = (await designer.post("/api/projects", newProject)).json.id;
    // Noise does not compress: well over the 100 kB the studio may keep.
    const noisy = await sharp(randomBytes(240 * 240 * 3), { raw: { width: 240, height: 240, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(100_000);

    const { uploadURL } = (await designer.post("/api/objects/upload")).json;
    expect((await designer.request("PUT", uploadURL, { body: noisy, headers: { "content-type": "image/png" } })).status).toBe(200);
    const photo = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
    expect(photo.status).toBe(201);

    const refused = await designer.post("/api/objects/upload");
    expect(refused.status).toBe(413);
    expect(refused.json.message).toMatch(/storage is full \(0\.\d MB of 0\.1 MB used\): delete photos or recordings/);
    expect((await transcribe(designer)).status).toBe(413);

    expect((await designer.request("DELETE", `/api/images/${photo.json.id}`)).status).toBe(204);
    expect((await designer.post("/api/objects/upload")).status).toBe(200);
  });
});

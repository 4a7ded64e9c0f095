import { existsSync, readdirSync } from "node:fs";
import { request, type ClientRequest } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectKeys } from "@atelier/kit";
import { signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let studioId: string;

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
});
afterAll(() => stack.close());

const objectsDir = () => stack.storageSettings.OBJECTS_DIR!;
const recordingsOfStudio = () => {
  const dir = join(objectsDir(), objectKeys.recordingPrefix(studioId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** A request through the gateway with the designer's session, its body written by hand (fetch would refuse a lying one). */
function rawRequest(method: string, path: string, headers: Record<string, string | number>) {
  const url = new URL(path, stack.gatewayUrl);
  let sent!: ClientRequest;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent = request(url, { method, headers: { cookie: designer.cookieHeader, origin: stack.gatewayUrl, ...headers } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    sent.on("error", reject);
  });
  return { request: sent, response };
}

async function sendMultipart(body: string | Buffer) {
  const { request: sent, response } = rawRequest("POST", "/api/voice/transcribe", {
    "content-type": "multipart/form-data; boundary=XYZ",
    "content-length": Buffer.byteLength(body),
  });
  sent.end(body);
  return response;
}

/** The AI service answers a request it routes (an unknown job: 404), so it is still serving. */
async function expectAiServiceServing() {
  const job = await designer.get("/api/jobs/5f0c1a52-3a6e-4b8e-9a43-0d5b8f3e2c11");
  expect(job.status).toBe(404);
}

const part = (name: string, filename: string, type: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;

describe("a recording upload that breaks off", () => {
  it("answers 400 to a multipart body that ends inside the file part, and keeps serving", async () => {
    const response = await sendMultipart(`${part("audio", "a.wav", "audio/wav")}RIFF`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/multipart body is malformed/);
    await expectAiServiceServing();
    await expect.poll(recordingsOfStudio).toEqual([]);
  });

  it("answers 400 when the body ends inside a file part it would have ignored", async () => {
    const response = await sendMultipart(`${part("attachment", "notes.txt", "text/plain")}half a note`);
    expect(response.status).toBe(400);
    await expectAiServiceServing();
  });

  it("answers 400 to a body in which the boundary never appears", async () => {
    const response = await sendMultipart("RIFF....WAVEfmt and no boundary anywhere");
    expect(response.status).toBe(400);
    await expectAiServiceServing();
  });

  it("keeps nothing of a recording whose sender hung up half way", async () => {
    const head = Buffer.concat([Buffer.from(part("audio", "a.wav", "audio/wav")), Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt "), Buffer.alloc(64 * 1024)]);
    const { request: sent, response } = rawRequest("POST", "/api/voice/transcribe", {
      "content-type": "multipart/form-data; boundary=XYZ",
      "content-length": head.length + 1024 * 1024,
    });
    response.catch(() => undefined);
    sent.write(head);
    await expect.poll(() => recordingsOfStudio().length, { timeout: 10_000 }).toBeGreaterThan(0);
    sent.destroy();
    await expect.poll(recordingsOfStudio, { timeout: 10_000 }).toEqual([]);
    await expectAiServiceServing();
  });
});

describe("a local object upload that breaks off", () => {
  it("keeps nothing of the file, and the upload URL still works", async () => {
    const { uploadURL } = (await designer.post("/api/objects/upload")).json as { uploadURL: string };
    const key = decodeURIComponent(new URL(uploadURL, stack.gatewayUrl).pathname.slice("/api/objects/".length));
    const file = join(objectsDir(), key);
    const { request: sent, response } = rawRequest("PUT", uploadURL, { "content-type": "image/jpeg", "content-length": 1024 * 1024 });
    response.catch(() => undefined);
    sent.write(Buffer.alloc(64 * 1024, 0xff));
    await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
    sent.destroy();
    await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(false);
    const again = await designer.request("PUT", uploadURL, { body: Buffer.from("whole"), headers: { "content-type": "image/jpeg" } });
    expect(again.status).toBe(200);
  });
});

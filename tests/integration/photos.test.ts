import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from "../../services/ai-worker/src/maintenance/sweep-abandoned-uploads";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { startTestStack, type TestStack } from "../support/test-stack";

const photo = (width = 1600, height = 1200) => sharp({ create: { width, height, channels: 3, background: "#9caf88" } }).jpeg().toBuffer();
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A local URL goes through the gateway like every API call; an S3 URL goes straight to the bucket. */
async function putFile(client: TestClient, uploadURL: string, body: Buffer, contentType: string) {
  const put = uploadURL.startsWith("/")
    ? await client.request("PUT", uploadURL, { body, headers: { "content-type": contentType } })
    : await fetch(uploadURL, { method: "PUT", body, headers: { "content-type": contentType } });
  return put.status;
}

/** The browser's three calls: a URL to upload to, the PUT of the file there, the photo saved to the project. */
async function upload(client: TestClient, body: Buffer, contentType = "image/jpeg") {
  const ticket = await client.post("/api/objects/upload");
  expect(ticket.status).toBe(200);
  const { uploadURL } = ticket.json as { uploadURL: string };
  return { uploadURL, putStatus: await putFile(client, uploadURL, body, contentType) };
}

async function fetchUrl(client: TestClient, url: string) {
  const response = url.startsWith("/") ? await fetch(new URL(url, client.baseUrl)) : await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
}

function photoFlow(name: string, storage: () => Record<string, string> | undefined) {
  describe(`project photos (${name} storage)`, () => {
    let stack: TestStack;
    let workers: TestWorkers;
    let designer: TestClient;
    let projectId: string;
    let roomId: string;

    beforeAll(async () => {
      stack = await startTestStack({ storage: storage() });
      workers = await startTestWorkers(stack);
      designer = (await signedInDesigner(stack.gatewayUrl)).client;
      projectId = (await designer.post("/api/projects", newProject)).json.id;
      roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Living Room" })).json.id;
    });
    afterAll(async () => {
      await workers.close();
      await stack.close();
    });

    it("uploads a photo, keeps it with its room, and makes its thumbnail in the background", async () => {
      const { uploadURL, putStatus } = await upload(designer, await photo());
      expect(putStatus).toBe(200);
      const saved = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL, roomId });
      expect(saved.status).toBe(201);
      expect(saved.json).toMatchObject({ projectId, roomId, type: "photo", width: 1600, height: 1200, thumbnailUrl: null });

      let listed: Array<{ id: string; url: string; thumbnailUrl: string | null }> = [];
      await expect
        .poll(async () => {
          listed = (await designer.get(`/api/rooms/${roomId}/images`)).json;
          return listed[0]?.thumbnailUrl;
        }, { timeout: 15_000 })
        .toBeTruthy();
      expect(listed.map((image) => image.id)).toEqual([saved.json.id]);
      const thumbnail = await fetchUrl(designer, listed[0]!.thumbnailUrl!);
      expect(thumbnail.status).toBe(200);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
      const original = await fetchUrl(designer, listed[0]!.url);
      expect(await sharp(original.body).metadata()).toMatchObject({ format: "jpeg", width: 1600 });
    });

    it("saves the same upload once however often the browser sends it", async () => {
      const { uploadURL } = await upload(designer, await photo(400, 300));
      const first = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      const again = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.json.id).toBe(first.json.id);
      const images = (await designer.get(`/api/projects/${projectId}/images`)).json as Array<{ id: string }>;
      expect(images.filter((image) => image.id === first.json.id)).toHaveLength(1);
    });

    it("keeps a saved photo as it was checked, whatever its upload URL is sent afterwards", async () => {
      const { uploadURL } = await upload(designer, await photo(640, 480));
      const saved = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      expect(saved.status).toBe(201);
      // The upload URL is good for a while yet: send it something else.
      await putFile(designer, uploadURL, PDF, "image/jpeg");

      const kept = await fetchUrl(designer, saved.json.url);
      expect(kept.status).toBe(200);
      expect(await sharp(kept.body).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
      const again = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ id: saved.json.id, width: 640, height: 480 });
    });

    it("refuses a PDF renamed to .jpg with 415, and keeps nothing of it", async () => {
      const before = (await designer.get(`/api/projects/${projectId}/images`)).json.length;
      const { uploadURL, putStatus } = await upload(designer, PDF, "image/jpeg");
      expect(putStatus).toBe(200);
      const saved = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      expect(saved.status).toBe(415);
      expect(saved.json.message).toMatch(/not an image/);
      expect((await designer.get(`/api/projects/${projectId}/images`)).json.length).toBe(before);
      const retried = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
      expect(retried.status).toBe(400);
      expect(retried.json.errors.photoURL).toEqual(["Nothing was uploaded to this URL"]);
    });

    it("refuses a photo over 10 MB", async () => {
      const big = Buffer.concat([await photo(64, 64), Buffer.alloc(10 * 1024 * 1024)]);
      const { uploadURL, putStatus } = await upload(designer, big);
      // Local storage stops the upload itself; S3 takes it and the save refuses it.
      if (putStatus === 200) {
        const saved = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL });
        expect(saved.status).toBe(413);
      } else {
        expect(putStatus).toBe(413);
      }
    });

    it("deletes a photo with its files", async () => {
      const { uploadURL } = await upload(designer, await photo(300, 300));
      const saved = (await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL })).json;
      expect((await designer.request("DELETE", `/api/images/${saved.id}`)).status).toBe(204);
      expect((await designer.get(`/api/projects/${projectId}/images`)).json.map((image: { id: string }) => image.id)).not.toContain(saved.id);
      expect((await fetchUrl(designer, saved.url)).status).toBe(404);
      expect((await designer.request("DELETE", `/api/images/${saved.id}`)).status).toBe(404);
    });

    it("keeps each studio's photos to itself", async () => {
      const other = (await signedInDesigner(stack.gatewayUrl)).client;
      const { uploadURL } = await upload(designer, await photo(200, 200));
      const saved = (await designer.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL })).json;
      const otherProject = (await other.post("/api/projects", newProject)).json.id;

      expect((await other.post(`/api/projects/${projectId}/photos`, { photoURL: uploadURL })).status).toBe(404);
      const stolen = await other.post(`/api/projects/${otherProject}/photos`, { photoURL: uploadURL });
      expect(stolen.status).toBe(400);
      expect((await other.get(`/api/projects/${projectId}/images`)).status).toBe(404);
      expect((await other.get(`/api/rooms/${roomId}/images`)).status).toBe(404);
      expect((await other.request("DELETE", `/api/images/${saved.id}`)).status).toBe(404);
      const foreignRoom = await other.post(`/api/projects/${otherProject}/photos`, { photoURL: (await upload(other, await photo(50, 50))).uploadURL, roomId });
      expect(foreignRoom.status).toBe(404);
    });

    it("sweeps away uploads nobody saved as a photo once a day has passed, and keeps the photos", async () => {
      const saved = await upload(designer, await photo(120, 90));
      await designer.post(`/api/projects/${projectId}/photos`, { photoURL: saved.uploadURL });
      const abandoned = await upload(designer, await photo(120, 90));
      const { storage, prisma } = workers.deps;
      const keyOf = (url: string) => storage.keyOfUrl(url)!;

      expect(await sweepAbandonedUploads(prisma, storage)).toBe(0);
      expect(await sweepAbandonedUploads(prisma, storage, Date.now() + ABANDONED_AFTER_MS + 60_000)).toBeGreaterThanOrEqual(1);
      expect(await storage.stat(keyOf(abandoned.uploadURL))).toBeNull();
      const photoRow = await prisma.image.findUniqueOrThrow({ where: { idempotencyKey: keyOf(saved.uploadURL) } });
      expect(await storage.stat(photoRow.objectKey)).not.toBeNull();
    });

    it("answers 400 naming the field for a photoURL that is not an upload", async () => {
      const response = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: "https://example.com/cat.jpg" });
      expect(response.status).toBe(400);
      expect(response.json.errors.photoURL).toEqual(["Upload the file with POST /api/objects/upload first"]);
      expect((await designer.post(`/api/projects/${projectId}/photos`, {})).json.errors.photoURL).toEqual(["photoURL is required"]);
    });
  });
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

photoFlow("local", () => undefined);
photoFlow("S3", () => s3.settings);

describe("local signed object URLs", () => {
  let stack: TestStack;
  let designer: TestClient;
  beforeAll(async () => {
    stack = await startTestStack();
    designer = (await signedInDesigner(stack.gatewayUrl)).client;
  });
  afterAll(() => stack.close());

  it("refuse a tampered, unsigned or foreign-method request with 403", async () => {
    const { uploadURL } = (await designer.post("/api/objects/upload")).json;
    const body = await photo(10, 10);
    const tampered = uploadURL.replace(/signature=[^&]+/, "signature=forged");
    expect((await designer.request("PUT", tampered, { body, headers: { "content-type": "image/jpeg" } })).status).toBe(403);
    expect((await designer.request("PUT", uploadURL.split("?")[0], { body, headers: { "content-type": "image/jpeg" } })).status).toBe(403);
    expect((await designer.request("PUT", uploadURL, { body, headers: { "content-type": "image/jpeg" } })).status).toBe(200);
    expect((await designer.get(uploadURL)).status).toBe(403);
  });

  it("need a session to hand out an upload URL", async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/objects/upload`, { method: "POST", headers: { origin: stack.gatewayUrl } });
    expect(response.status).toBe(401);
  });
});

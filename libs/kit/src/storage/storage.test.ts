import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../../../tests/support/s3-server";
import { LocalObjectStorage } from "./local-storage";
import { S3ObjectStorage } from "./s3-storage";
import type { ObjectStorage } from "./types";

const SECRET = "storage-tests-internal-secret-0123456789";
let s3: TestS3;
let folder: string;
const drivers: Record<string, () => ObjectStorage> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(join(tmpdir(), "atelier-objects-"));
  drivers.local = () => new LocalObjectStorage(folder, SECRET);
  drivers.s3 = () => new S3ObjectStorage({ endpoint: s3.endpoint, accessKey: "S3RVER", secretKey: "S3RVER", bucket: "atelier-test", region: "us-east-1" });
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(["local", "s3"])("%s object storage", (driver) => {
  const storage = () => drivers[driver]!();

  it("keeps an object's bytes and content type, and forgets it when removed", async () => {
    const key = `studios/one/${driver}/photo.png`;
    await storage().put(key, Buffer.from("not really a png"), "image/png");
    expect(await storage().stat(key)).toEqual({ size: 16, contentType: "image/png" });
    expect((await storage().read(key)).toString()).toBe("not really a png");
    await storage().remove([key, "studios/one/never-written"]);
    expect(await storage().stat(key)).toBeNull();
  });

  it("finds the key in the URLs it signs, and in no other URL", async () => {
    const key = `studios/one/uploads/${driver}-file`;
    expect(storage().keyOfUrl(await storage().uploadUrl(key, 600))).toBe(key);
    expect(storage().keyOfUrl(await storage().downloadUrl(key, 3600))).toBe(key);
    expect(storage().keyOfUrl("https://elsewhere.example/atelier-test/studios/x")).toBeNull();
    expect(storage().keyOfUrl("/api/objects/../../etc/passwd")).toBeNull();
  });

  it("lists the objects under a prefix, with when they were written and their size", async () => {
    const before = Date.now() - 60_000;
    for (const key of ["list/a/uploads/1", "list/a/uploads/2", "list/a/thumbnails/1", "list/b/uploads/1"]) {
      await storage().put(`${driver}-${key}`, Buffer.from(key), "text/plain");
    }
    const listed = [];
    for await (const object of storage().list(`${driver}-list/a/uploads/`)) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([`${driver}-list/a/uploads/1`, `${driver}-list/a/uploads/2`]);
    expect(listed.every((object) => object.modifiedAt.getTime() > before)).toBe(true);
    expect(listed.map((object) => object.size)).toEqual(["list/a/uploads/1".length, "list/a/uploads/2".length]);
    const none = [];
    for await (const object of storage().list(`${driver}-nothing-here/`)) none.push(object);
    expect(none).toEqual([]);
  });

  it("refuses keys that could leave the store", async () => {
    await expect(storage().put("../outside", Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid object key/);
  });

  it("gives the same read URL for the same object within the hour, so browsers can cache it", async () => {
    const key = `studios/one/${driver}/cached.png`;
    expect(await storage().downloadUrl(key, 6 * 3600)).toBe(await storage().downloadUrl(key, 6 * 3600));
  });
});

describe("S3 presigned URLs", () => {
  it("let a browser PUT a file and GET it back without credentials", async () => {
    const storage = drivers.s3!();
    const key = "studios/one/uploads/presigned";
    const put = await fetch(await storage.uploadUrl(key, 600), { method: "PUT", body: "hello", headers: { "Content-Type": "image/jpeg" } });
    expect(put.status).toBe(200);
    expect(await storage.stat(key)).toMatchObject({ size: 5, contentType: "image/jpeg" });
    const get = await fetch(await storage.downloadUrl(key, 3600));
    expect(await get.text()).toBe("hello");
  });


  it("name the browsers' address when the services reach the server by another", async () => {
    const internal = new URL(s3.endpoint);
    const storage = new S3ObjectStorage({
      endpoint: s3.endpoint,
      publicEndpoint: `http://localhost:${internal.port}`,
      accessKey: "S3RVER",
      secretKey: "S3RVER",
      bucket: "atelier-test",
      region: "us-east-1",
    });
    const key = "studios/one/uploads/public";
    const uploadUrl = await storage.uploadUrl(key, 600);
    expect(new URL(uploadUrl).host).toBe(`localhost:${internal.port}`);
    expect(storage.keyOfUrl(uploadUrl)).toBe(key);
    expect((await fetch(uploadUrl, { method: "PUT", body: "via the public address" })).status).toBe(200);
    expect((await storage.read(key)).toString()).toBe("via the public address");
  });
});

describe("local signed URLs", () => {
  const storage = () => drivers.local as () => LocalObjectStorage;
  const partsOf = (url: string) => {
    const parsed = new URL(url, "http://local");
    return { expires: parsed.searchParams.get("expires") ?? undefined, signature: parsed.searchParams.get("signature") ?? undefined };
  };

  it("verify only for the method, key and expiry they were signed for", async () => {
    const local = storage()();
    const { expires, signature } = partsOf(await local.uploadUrl("studios/one/uploads/a", 600));
    expect(local.verify("PUT", "studios/one/uploads/a", expires, signature)).toBe(true);
    expect(local.verify("GET", "studios/one/uploads/a", expires, signature)).toBe(false);
    expect(local.verify("PUT", "studios/one/uploads/b", expires, signature)).toBe(false);
    expect(local.verify("PUT", "studios/one/uploads/a", String(Number(expires) + 1), signature)).toBe(false);
    expect(local.verify("PUT", "studios/one/uploads/a", expires, undefined)).toBe(false);
  });

  it("stop working once expired", async () => {
    const local = storage()();
    const { expires, signature } = partsOf(await local.uploadUrl("studios/one/uploads/a", -1));
    expect(local.verify("PUT", "studios/one/uploads/a", expires, signature)).toBe(false);
  });

  it("signed with another secret do not verify", async () => {
    const { expires, signature } = partsOf(await new LocalObjectStorage(folder, "another-secret-another-secret-0123456789").uploadUrl("k/a", 600));
    expect(storage()().verify("PUT", "k/a", expires, signature)).toBe(false);
  });
});

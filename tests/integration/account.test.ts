import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis, LocalObjectStorage, type Redis } from "@atelier/kit";
import { authWork } from "../../services/auth/src/jobs/work";
import { requestPasswordReset } from "../../services/auth/src/password-reset/request-password-reset";
import { awaitMails } from "../support/invitation-mail";
import { TestClient, uniqueEmail } from "../support/http-client";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

let stack: TestStack;
let workers: ServiceTestWorkers<unknown>;
let storage: LocalObjectStorage;
let redis: Redis;

beforeAll(async () => {
  redis = createRedis(testRedisUrl());
  stack = await startTestStack();
  workers = await startStackWorkers(authWork, stack);
  storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
});
afterAll(async () => {
  redis.disconnect();
  await workers.close();
  await stack.close();
});

const PASSWORD = "s3cret-pass";

/** A new designer signed in on one device, and their e-mail to sign in on others. */
async function designer() {
  const email = uniqueEmail("account");
  const client = new TestClient(stack.gatewayUrl);
  const signedUp = await client.post("/api/register", { email, password: PASSWORD, firstName: "Zanele", lastName: "Khumalo" });
  expect(signedUp.status).toBe(201);
  return { email, client, user: signedUp.json as { id: string; studio: { id: string } } };
}

async function signedIn(email: string, password = PASSWORD) {
  const client = new TestClient(stack.gatewayUrl);
  const answer = await client.post("/api/login", { email, password });
  return { client, status: answer.status };
}

async function upload(client: TestClient, body: Buffer, contentType: string): Promise<string> {
  const { uploadURL } = (await client.post("/api/objects/upload")).json as { uploadURL: string };
  expect((await client.request("PUT", uploadURL, { body, headers: { "content-type": contentType } })).status).toBe(200);
  return uploadURL;
}

const putProfile = (client: TestClient, body: unknown) => client.request("PUT", "/api/user/profile", { json: body });
const putPassword = (client: TestClient, body: unknown) => client.request("PUT", "/api/user/password", { json: body });
const askReset = (email: string) => new TestClient(stack.gatewayUrl).post("/api/password-reset", { email });
const confirmReset = (token: string, password: string) => new TestClient(stack.gatewayUrl).post("/api/password-reset/confirm", { token, password });

describe("the profile", () => {
  it("changes the names and keeps the photo as a 256 px square PNG of the studio's, shown as the avatar", async () => {
    const { client, user } = await designer();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a5a44" } }).jpeg().toBuffer();
    const uploadURL = await upload(client, photo, "image/jpeg");

    const saved = await putProfile(client, { firstName: " Zanele ", lastName: "Khumalo-Ndlovu", profileImageURL: uploadURL });

    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: user.id, firstName: "Zanele", lastName: "Khumalo-Ndlovu", profileImageUrl: expect.any(String) });
    expect((await client.get("/api/user")).json).toEqual(saved.json);
    const row = await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.profileImageObjectKey).toMatch(new RegExp(`^studios/${user.studio.id}/avatars/[\\w-]+\\.png$`));
    expect(await storage.stat(storage.keyOfUrl(uploadURL)!)).toBeNull();
    const shown = await fetch(new URL(saved.json.profileImageUrl, stack.gatewayUrl));
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 256, height: 256 });

    const removed = await putProfile(client, { firstName: "Zanele", lastName: "Khumalo", profileImageURL: null });
    expect(removed.json.profileImageUrl).toBeNull();
    expect(await storage.stat(row.profileImageObjectKey!)).toBeNull();
  });

  it("refuses short names, another studio's upload and a file that is no image, each on its own terms, changing nothing", async () => {
    const { client, user } = await designer();
    const other = await designer();

    expect(await putProfile(client, { firstName: "Z", lastName: "Khumalo" })).toMatchObject({ status: 400, json: { errors: { firstName: ["First name must be at least 2 characters"] } } });
    const theirs = await upload(other.client, await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } }).png().toBuffer(), "image/png");
    expect(await putProfile(client, { firstName: "Zanele", lastName: "Khumalo", profileImageURL: theirs })).toMatchObject({
      status: 400,
      json: { errors: { profileImageURL: ["Upload the photo with POST /api/objects/upload first"] } },
    });
    const pdf = await upload(client, Buffer.from("%PDF-1.7\n%%EOF\n"), "image/png");
    expect(await putProfile(client, { firstName: "Zanele", lastName: "Khumalo", profileImageURL: pdf })).toMatchObject({ status: 415, json: { message: "The photo must be a PNG, JPG or WebP image" } });

    expect(await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstName: "Zanele", profileImageObjectKey: null });
  });
});

describe("changing the password", () => {
  it("needs the current password, named on its field when wrong, and follows the sign-up rules", async () => {
    const { client } = await designer();
    expect(await putPassword(client, { currentPassword: "not-it", newPassword: "n3w-passphrase" })).toMatchObject({
      status: 400,
      json: { errors: { currentPassword: ["Current password is incorrect"] } },
    });
    expect(await putPassword(client, { currentPassword: PASSWORD, newPassword: "12345" })).toMatchObject({
      status: 400,
      json: { errors: { newPassword: ["Password must be at least 6 characters"] } },
    });
    expect((await putPassword(new TestClient(stack.gatewayUrl), { currentPassword: PASSWORD, newPassword: "n3w-passphrase" })).status).toBe(401);
  });

  it("signs out the user's other sessions and keeps this one", async () => {
    const { email, client } = await designer();
    const phone = await signedIn(email);

    expect((await putPassword(client, { currentPassword: PASSWORD, newPassword: "n3w-passphrase" })).status).toBe(204);

    expect((await client.get("/api/user")).status).toBe(200);
    expect((await phone.client.get("/api/user")).status).toBe(401);
    expect((await signedIn(email)).status).toBe(401);
    expect((await signedIn(email, "n3w-passphrase")).status).toBe(200);
  });

  it("also signs out a device kept in use after its user's session list had expired", async () => {
    const { email, client, user } = await designer();
    const phone = await signedIn(email);
    await redis.del(`user-sessions:${user.id}`);
    expect((await phone.client.get("/api/user")).status).toBe(200);

    expect((await putPassword(client, { currentPassword: PASSWORD, newPassword: "n3w-passphrase" })).status).toBe(204);

    expect((await client.get("/api/user")).status).toBe(200);
    expect((await phone.client.get("/api/user")).status).toBe(401);
  });
});

describe("a forgotten password", () => {
  /** Asks for a link and answers the token of the mail that brings it. */
  async function mailedToken(email: string, mailsBefore = 0): Promise<string> {
    expect((await askReset(email)).status).toBe(202);
    const mails = await awaitMails(stack.mailOutboxDir, email, mailsBefore + 1);
    const mail = mails[mailsBefore]!;
    expect(mail.subject).toBe("Reset your Atelier password");
    const link = /(http:\/\/\S+\/reset-password#token=([\w-]+))/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    return link![2]!;
  }

  it("answers an unknown e-mail exactly as a known one, and mails no one", async () => {
    const { email } = await designer();
    const unknown = uniqueEmail("nobody");

    const [known, stranger] = await Promise.all([askReset(email), askReset(unknown)]);

    expect(stranger.status).toBe(known.status);
    expect(stranger.json).toEqual(known.json);
    expect(known.json.message).toMatch(/^If an account exists for that email/);
    await awaitMails(stack.mailOutboxDir, email, 1);
    expect(await awaitMails(stack.mailOutboxDir, unknown, 1, 500)).toEqual([]);
  });

  it("mails a link whose token is kept only as its SHA-256, sets the password once and signs out every session", async () => {
    const { email, client, user } = await designer();
    const phone = await signedIn(email);
    const token = await mailedToken(email);

    const reset = await stack.auth.prisma.passwordReset.findFirstOrThrow({ where: { userId: user.id } });
    expect(reset.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeGreaterThan(3590_000);
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeLessThanOrEqual(3600_000);
    const outboxRows = await stack.auth.prisma.outboxEvent.findMany({ where: { type: "job.send-password-reset" } });
    expect(JSON.stringify(outboxRows)).not.toContain(token);

    expect((await confirmReset(token, "r3set-passphrase")).status).toBe(204);

    expect((await client.get("/api/user")).status).toBe(401);
    expect((await phone.client.get("/api/user")).status).toBe(401);
    expect((await signedIn(email)).status).toBe(401);
    expect((await signedIn(email, "r3set-passphrase")).status).toBe(200);
    expect(await confirmReset(token, "an0ther-passphrase")).toMatchObject({
      status: 400,
      json: { errors: { token: ["This reset link is invalid, used or expired. Please ask for a new one."] } },
    });
    expect((await signedIn(email, "r3set-passphrase")).status).toBe(200);
  });

  it("refuses an expired link, a made-up one and a password the sign-up rules refuse", async () => {
    const { email, user } = await designer();
    const token = await mailedToken(email);

    expect(await confirmReset(token, "12345")).toMatchObject({ status: 400, json: { errors: { password: ["Password must be at least 6 characters"] } } });
    expect((await confirmReset("x".repeat(43), "r3set-passphrase")).status).toBe(400);
    await stack.auth.prisma.passwordReset.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await confirmReset(token, "r3set-passphrase")).status).toBe(400);
    expect((await signedIn(email)).status).toBe(200);
  });

  it("spends every other link the user was sent once one of them is used", async () => {
    const { email } = await designer();
    const first = await mailedToken(email);
    const second = await mailedToken(email, 1);

    expect((await confirmReset(second, "r3set-passphrase")).status).toBe(204);
    expect((await confirmReset(first, "an0ther-passphrase")).status).toBe(400);
  });

  it("welcomes each member of an imported studio with a link that lasts a week and says why, once however often asked", async () => {
    const { email, user } = await designer();
    const resetId = randomUUID();
    for (let asked = 0; asked < 2; asked += 1) await requestPasswordReset({ prisma: stack.auth.prisma }, email, "https://studio.example", "imported", resetId);
    expect(await stack.auth.prisma.passwordReset.count({ where: { userId: user.id } })).toBe(1);
    const [mail] = await awaitMails(stack.mailOutboxDir, email, 1);
    expect(mail!.subject).toBe("Zanele Khumalo Studio has moved to a new Atelier: set your password");
    expect(mail!.text).toContain("now on the Atelier at https://studio.example.");
    expect(mail!.text).toContain("within 7 days");
    const token = /https:\/\/studio\.example\/reset-password#token=([\w-]+)/.exec(mail!.text ?? "")![1]!;
    const reset = await stack.auth.prisma.passwordReset.findFirstOrThrow({ where: { userId: user.id } });
    // Its expiry is reckoned in the service and its creation stamped by the database, a moment apart.
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600_000 - 10_000);
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect((await confirmReset(token, "m0ved-passphrase")).status).toBe(204);
    expect((await signedIn(email, "m0ved-passphrase")).status).toBe(200);
  });
});

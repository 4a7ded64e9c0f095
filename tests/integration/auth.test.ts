import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS } from "@atelier/contracts";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const signUp = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  client.post("/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Lerato", lastName: "Dlamini", ...overrides });

describe("sign up", () => {
  it("creates the user in a studio of their own, signs them in and never returns the hash", async () => {
    const client = new TestClient(stack.gatewayUrl);
    const email = uniqueEmail();
    const response = await signUp(client, { email });

    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      email,
      firstName: "Lerato",
      lastName: "Dlamini",
      profileImageUrl: null,
      role: "owner",
      permissions: ROLE_PERMISSIONS.owner,
      studio: { id: expect.any(String), name: "Lerato Dlamini Studio", timeZone: "Africa/Johannesburg" },
    });
    expect(response.text).not.toMatch(/scrypt|password/i);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^atelier_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.json).toEqual(response.json);

    const stored = await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(stored.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored.passwordHash).not.toContain("s3cret-pass");
  });

  it("ignores a client's own X-Forwarded-Proto when no proxy is trusted", async () => {
    const body = { email: uniqueEmail(), password: "s3cret-pass", firstName: "Lerato", lastName: "Dlamini" };
    const response = await new TestClient(stack.gatewayUrl).post("/api/register", body, { "x-forwarded-proto": "https" });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).not.toMatch(/Secure/);
  });

  it("gives each new user a separate studio", async () => {
    const first = await signUp(new TestClient(stack.gatewayUrl));
    const second = await signUp(new TestClient(stack.gatewayUrl));
    expect(first.json.studio.id).not.toBe(second.json.studio.id);
  });

  it("refuses an e-mail that is taken in any letter case, and creates nothing", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(stack.gatewayUrl), { email });
    const studiosBefore = await stack.auth.prisma.studio.count();

    const again = await signUp(new TestClient(stack.gatewayUrl), { email: email.toUpperCase() });

    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "An account with this email already exists" });
    expect(await stack.auth.prisma.studio.count()).toBe(studiosBefore);
  });

  it.each([
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: "two@@at.co" }, "Please enter a valid email address"],
    ["email", { email: "no-dot@domain" }, "Please enter a valid email address"],
    ["email", { email: "with space@studio.co" }, "Please enter a valid email address"],
    ["password", { password: "12345" }, "Password must be at least 6 characters"],
    ["firstName", { firstName: "L" }, "First name must be at least 2 characters"],
    ["firstName", { firstName: "  L  " }, "First name must be at least 2 characters"],
    ["lastName", { lastName: "D" }, "Last name must be at least 2 characters"],
    ["lastName", { lastName: undefined }, "Last name must be at least 2 characters"],
  ])("answers 400 naming %s when it breaks the rule: %j", async (field, overrides, message) => {
    const client = new TestClient(stack.gatewayUrl);
    const usersBefore = await stack.auth.prisma.user.count();
    const response = await signUp(client, overrides);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Validation failed");
    expect(response.json.errors[field]).toEqual([message]);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await stack.auth.prisma.user.count()).toBe(usersBefore);
  });
});

describe("sign in and out", () => {
  it("signs in with the right password, in any letter case of the e-mail", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(stack.gatewayUrl), { email });
    const client = new TestClient(stack.gatewayUrl);

    const response = await client.post("/api/login", { email: email.toUpperCase(), password: "s3cret-pass" });

    expect(response.status).toBe(200);
    expect(response.json.email).toBe(email);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(stack.gatewayUrl), { email });
    const client = new TestClient(stack.gatewayUrl);

    const wrongPassword = await client.post("/api/login", { email, password: "wrong-pass" });
    const unknown = await client.post("/api/login", { email: uniqueEmail("nobody"), password: "s3cret-pass" });

    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Invalid email or password" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it.each([
    ["email", { email: "nope", password: "s3cret-pass" }, "Please enter a valid email address"],
    ["password", { email: "a@b.co", password: "short" }, "Password must be at least 6 characters"],
    ["password", { email: "a@b.co" }, "Password must be at least 6 characters"],
  ])("validates %s on sign in: %j", async (field, body, message) => {
    const response = await new TestClient(stack.gatewayUrl).post("/api/login", body);
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
  });

  it("answers 401 for the current user without a session", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/user");
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Not authenticated" });
  });

  it("logs out: the cookie is cleared and the old session no longer works", async () => {
    const client = new TestClient(stack.gatewayUrl);
    await signUp(client);
    const oldCookie = client.cookieHeader;

    const response = await client.post("/api/logout");

    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/atelier_session=;.*Max-Age=0/);
    expect((await client.get("/api/user")).status).toBe(401);
    expect((await new TestClient(stack.gatewayUrl).get("/api/user", { cookie: oldCookie })).status).toBe(401);
  });

  it("ignores a forged session cookie", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/user", { cookie: "atelier_session=forged-token" });
    expect(response.status).toBe(401);
  });
});

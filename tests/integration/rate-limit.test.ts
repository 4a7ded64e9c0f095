import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

let stack: TestStack;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  stack = await startTestStack({ gateway: { AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY: "true" } });
});
afterAll(() => stack.close());
beforeEach(async () => {
  const keys = await stack.auth.redis.keys("ratelimit:*");
  if (keys.length) await stack.auth.redis.del(...keys);
});

const attempt = (email: string, ip: string) =>
  new TestClient(stack.gatewayUrl).post("/api/login", { email, password: "wrong-pass" }, { "x-forwarded-for": ip });

describe("sign-in rate limit", () => {
  it("answers 429 with a clear message once one address has used its tries", async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(uniqueEmail(), "203.0.113.7")).status).toBe(401);

    const limited = await attempt(uniqueEmail(), "203.0.113.7");

    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await attempt(uniqueEmail(), "198.51.100.4")).status).toBe(401);
  });

  it("does not count successful sign-ins, so a whole studio can sign in from one office", async () => {
    const email = uniqueEmail();
    const body = { email, password: "s3cret-pass", firstName: "Ayanda", lastName: "Zulu" };
    expect((await new TestClient(stack.gatewayUrl).post("/api/register", body, { "x-forwarded-for": "198.51.100.200" })).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const login = await new TestClient(stack.gatewayUrl).post("/api/login", { email, password: "s3cret-pass" }, { "x-forwarded-for": "198.51.100.201" });
      expect(login.status).toBe(200);
    }
  });

  it("limits one e-mail tried from many addresses", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await attempt(email, `192.0.2.${i + 1}`)).status).toBe(401);
    expect((await attempt(email, "192.0.2.99")).status).toBe(429);
  });

  it("limits sign-up too, and a refused sign-up creates nothing", async () => {
    const client = () => new TestClient(stack.gatewayUrl);
    const body = () => ({ email: uniqueEmail(), password: "s3cret-pass", firstName: "Ayanda", lastName: "Zulu" });
    for (let i = 0; i < 3; i++) expect((await client().post("/api/register", body(), { "x-forwarded-for": "203.0.113.50" })).status).toBe(201);
    const refused = body();
    expect((await client().post("/api/register", refused, { "x-forwarded-for": "203.0.113.50" })).status).toBe(429);
    expect(await stack.auth.prisma.user.count({ where: { email: refused.email } })).toBe(0);
  });
});

describe("behind a TLS-terminating proxy", () => {
  it("marks the session cookie Secure when the proxy says the request came over https", async () => {
    const body = { email: uniqueEmail(), password: "s3cret-pass", firstName: "Ayanda", lastName: "Zulu" };
    const response = await new TestClient(stack.gatewayUrl).post("/api/register", body, { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.80" });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toMatch(/; Secure/);
  });
});

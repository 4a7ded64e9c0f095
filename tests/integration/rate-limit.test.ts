import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";
import { ADDRESS_CEILING_FACTOR } from "../../services/gateway/src/rate-limit";

const MAX = 3;
const ADDRESS_MAX = MAX * ADDRESS_CEILING_FACTOR;

let stack: TestStack;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  stack = await startTestStack({ gateway: { AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: "true" } });
});
afterAll(() => stack.close());
beforeEach(async () => {
  const keys = await stack.auth.redis.keys("ratelimit:*");
  if (keys.length) await stack.auth.redis.del(...keys);
});

const signIn = (email: string, password: string, ip: string) =>
  new TestClient(stack.gatewayUrl).post("/api/login", { email, password }, { "x-forwarded-for": ip });
const attempt = (email: string, ip: string) => signIn(email, "wrong-pass", ip);
const signUp = (email: string, ip: string) =>
  new TestClient(stack.gatewayUrl).post("/api/register", { email, password: "s3cret-pass", firstName: "Ayanda", lastName: "Zulu" }, { "x-forwarded-for": ip });

describe("sign-in rate limit", () => {
  it("answers 429 with a clear message once one address has used its much higher allowance", async () => {
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await attempt(uniqueEmail(), "203.0.113.7")).status).toBe(401);

    const limited = await attempt(uniqueEmail(), "203.0.113.7");

    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await attempt(uniqueEmail(), "198.51.100.4")).status).toBe(401);
  });

  it("lets a designer who types the right password sign in from an office where colleagues mistyped theirs", async () => {
    const email = uniqueEmail();
    expect((await signUp(email, "198.51.100.29")).status).toBe(201);
    for (let i = 0; i < MAX + 2; i++) expect((await attempt(uniqueEmail(), "198.51.100.30")).status).toBe(401);

    expect((await signIn(email, "s3cret-pass", "198.51.100.30")).status).toBe(200);
  });

  it("does not count successful sign-ins, so a whole studio can sign in from one office", async () => {
    const email = uniqueEmail();
    expect((await signUp(email, "198.51.100.200")).status).toBe(201);
    for (let i = 0; i < MAX + 2; i++) expect((await signIn(email, "s3cret-pass", "198.51.100.201")).status).toBe(200);
  });

  it("limits one e-mail tried from one address, and leaves that address's other e-mails alone", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAX; i++) expect((await attempt(email, "192.0.2.50")).status).toBe(401);
    expect((await attempt(email, "192.0.2.50")).status).toBe(429);
    expect((await attempt(uniqueEmail(), "192.0.2.50")).status).toBe(401);
  });

  it("limits one e-mail tried from many addresses", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAX; i++) expect((await attempt(email, `192.0.2.${i + 1}`)).status).toBe(401);
    expect((await attempt(email, "192.0.2.99")).status).toBe(429);
  });

  it("takes each try before the request goes on, so concurrent tries cannot overrun the limit", async () => {
    const email = uniqueEmail();
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(email, `192.0.2.${100 + i}`)));
    const statuses = tries.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(MAX).fill(401), ...Array(20 - MAX).fill(429)]);
  });

  it("limits sign-up per address, and a refused sign-up creates nothing", async () => {
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await signUp(uniqueEmail(), "203.0.113.50")).status).toBe(201);
    const refused = uniqueEmail();
    expect((await signUp(refused, "203.0.113.50")).status).toBe(429);
    expect(await stack.auth.prisma.user.count({ where: { email: refused } })).toBe(0);
  });

  it("limits sign-up per e-mail, so one cannot keep asking whether an e-mail has an account", async () => {
    const email = uniqueEmail();
    expect((await signUp(email, "203.0.113.60")).status).toBe(201);
    for (let i = 1; i < MAX; i++) expect((await signUp(email, `203.0.113.${60 + i}`)).status).toBe(409);
    expect((await signUp(email, "203.0.113.69")).status).toBe(429);
  });
});

describe("forgotten-password rate limit", () => {
  const askReset = (email: string, ip: string) => new TestClient(stack.gatewayUrl).post("/api/password-reset", { email }, { "x-forwarded-for": ip });

  it("limits reset links asked for one e-mail, known or not, so no one can flood an inbox", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAX; i++) expect((await askReset(email, `203.0.113.${80 + i}`)).status).toBe(202);
    expect((await askReset(email, "203.0.113.89")).status).toBe(429);
  });

  it("limits the reset tokens one address may try", async () => {
    const tryToken = () => new TestClient(stack.gatewayUrl).post("/api/password-reset/confirm", { token: "x".repeat(43), password: "s3cret-pass" }, { "x-forwarded-for": "203.0.113.90" });
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await tryToken()).status).toBe(400);
    expect((await tryToken()).status).toBe(429);
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

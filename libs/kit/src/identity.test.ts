import { describe, expect, it } from "vitest";
import { signIdentity, verifyIdentity, type Identity } from "./identity";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const identity: Identity = {
  requestId: "req-1",
  userId: "user-1",
  studioId: "studio-1",
  portalProjectId: null,
  portalTokenId: null,
  ip: "198.51.100.2",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1 — ünïcode",
  origin: "https://studio.example.com",
};

describe("gateway identity headers", () => {
  it("round-trips the identity, user agent included", () => {
    const headers = signIdentity(SECRET, identity, "POST", "/api/login?x=1");
    expect(verifyIdentity(SECRET, headers, "POST", "/api/login?x=1")).toEqual(identity);
  });

  it("round-trips a service caller's name, and refuses it changed", () => {
    const service = { ...identity, userId: null, studioId: null, service: "quotes" };
    const headers = signIdentity(SECRET, service, "GET", "/api/x");
    expect(verifyIdentity(SECRET, headers, "GET", "/api/x")).toEqual(service);
    expect(verifyIdentity(SECRET, { ...headers, "x-atelier-service": "portal" }, "GET", "/api/x")).toBeNull();
  });

  type Case = { headers?: Record<string, string>; secret?: string; method?: string; url?: string };
  it.each<[string, Case]>([
    ["another secret", { secret: "another-secret-of-at-least-thirty-two-chars" }],
    ["another method", { method: "GET" }],
    ["another path", { url: "/api/y" }],
    ["a changed studio", { headers: { "x-atelier-studio-id": "studio-2" } }],
    ["a changed client IP", { headers: { "x-atelier-client-ip": "127.0.0.1" } }],
    ["a changed link origin", { headers: { "x-atelier-origin": "http://attacker.example" } }],
    ["no signature", { headers: { "x-atelier-signature": "" } }],
  ])("refuses %s", (_name, change) => {
    const headers = { ...signIdentity(SECRET, identity, "POST", "/api/x"), ...change.headers };
    expect(verifyIdentity(change.secret ?? SECRET, headers, change.method ?? "POST", change.url ?? "/api/x")).toBeNull();
  });

  it("refuses a signature older than five minutes", () => {
    const now = Date.now();
    const headers = signIdentity(SECRET, identity, "GET", "/api/user", now - 5 * 60_000 - 1);
    expect(verifyIdentity(SECRET, headers, "GET", "/api/user", now)).toBeNull();
    expect(verifyIdentity(SECRET, signIdentity(SECRET, identity, "GET", "/api/user", now - 60_000), "GET", "/api/user", now)).not.toBeNull();
  });
});

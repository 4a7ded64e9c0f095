import type { IncomingMessage } from "node:http";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { trustedOrigins } from "./trusted-origins";

/** A request as the gateway's port 8080 received it, with the headers a client chose. */
function received(headers: Record<string, string>, protocol = "http"): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const req = { headers: lower, socket: { localPort: 8080 }, protocol, get: (name: string) => lower[name.toLowerCase()] };
  // Only the fields the rules read: the headers, the port it came in on and the protocol as express judged it.
  return req as unknown as Request & IncomingMessage;
}

describe("the addresses the gateway answers on", () => {
  const local = trustedOrigins({ APP_ORIGINS: ["https://app.studio.test"] });

  it("are its own port on a loopback name and the configured origins, whatever the case of the Host", () => {
    for (const host of ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST:8080", "app.studio.test"]) expect(local.isTrustedHost(received({ host }))).toBe(true);
    for (const host of ["localhost:8081", "localhost", "attacker.example", "attacker.example:8080", "app.studio.test.attacker.example", "bad host"]) {
      expect(local.isTrustedHost(received({ host }))).toBe(false);
    }
    expect(local.isTrustedHost(received({}))).toBe(false);
  });

  it("take a page's Origin as their own only when it is configured, or the very address the request was sent to", () => {
    expect(local.isTrustedOrigin("https://app.studio.test", received({ host: "localhost:8080" }))).toBe(true);
    expect(local.isTrustedOrigin("http://localhost:8080", received({ host: "localhost:8080" }))).toBe(true);
    expect(local.isTrustedOrigin("http://attacker.example", received({ host: "attacker.example" }))).toBe(false);
    expect(local.isTrustedOrigin("http://localhost:8080", received({ host: "127.0.0.1:8080" }))).toBe(false);
    expect(local.isTrustedOrigin("null", received({ host: "localhost:8080" }))).toBe(false);
  });

  it("make links on the page's trusted origin, else on the address the request was sent to", () => {
    expect(local.linkOrigin(received({ host: "localhost:8080", origin: "https://app.studio.test" }))).toBe("https://app.studio.test");
    expect(local.linkOrigin(received({ host: "localhost:8080", origin: "http://attacker.example" }))).toBe("http://localhost:8080");
    expect(local.linkOrigin(received({ host: "localhost:8080" }))).toBe("http://localhost:8080");
  });

  it("make every link on PUBLIC_URL when it is set, which the gateway then answers on too", () => {
    const hosted = trustedOrigins({ PUBLIC_URL: "https://studio.example.com/", APP_ORIGINS: ["https://app.studio.test"] });
    expect(hosted.linkOrigin(received({ host: "app.studio.test", origin: "https://app.studio.test" }, "https"))).toBe("https://studio.example.com");
    expect(hosted.isTrustedHost(received({ host: "studio.example.com" }))).toBe(true);
  });
});

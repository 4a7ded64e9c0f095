import { once } from "node:events";
import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIdentity } from "@atelier/kit";
import { newProject, signedInDesigner } from "../support/designers";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

/**
 * Where no service runs: a port below 1024, which the system never hands out as a free port and no test listens on.
 * (A port that was free a moment ago is not: with test files running side by side, another file's server can take
 * it before the request is sent.)
 */
const NOTHING_LISTENS = "http://127.0.0.1:1";

let stack: TestStack;
beforeAll(async () => {
  // The quotes service does not run in this stack; a body that stops arriving is cut off after 2 s.
  stack = await startTestStack({ gateway: { QUOTES_URL: NOTHING_LISTENS, REQUEST_IDLE_SECONDS: "2", REQUEST_HEADERS_SECONDS: "1" } });
});
afterAll(() => stack.close());

const credentials = () => ({ email: uniqueEmail(), password: "s3cret-pass", firstName: "Sipho", lastName: "Nkosi" });

describe("requests from other sites", () => {
  it("refuses a state-changing request whose Origin is not the app's own, and changes nothing", async () => {
    const client = new TestClient(stack.gatewayUrl, "http://evil.example");
    const body = credentials();
    const response = await client.post("/api/register", body);
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: "Cross-origin request refused" });
    expect(await stack.auth.prisma.user.count({ where: { email: body.email } })).toBe(0);
  });

  it("refuses a cross-site request that carries no Origin", async () => {
    const client = new TestClient(stack.gatewayUrl, null);
    const response = await client.post("/api/logout", undefined, { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
  });

  it("accepts the app's own origin and clients that send none", async () => {
    expect((await new TestClient(stack.gatewayUrl).post("/api/register", credentials())).status).toBe(201);
    expect((await new TestClient(stack.gatewayUrl, null).post("/api/register", credentials())).status).toBe(201);
  });
});

describe("request bodies", () => {
  it("answers 413 for a JSON body over 1 MB", async () => {
    const big = { ...credentials(), firstName: "x".repeat(1_100_000) };
    const response = await new TestClient(stack.gatewayUrl).post("/api/register", big);
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: "Request body is too large" });
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await new TestClient(stack.gatewayUrl).request("POST", "/api/login", {
      body: '{"email": "a@b.co", ',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await new TestClient(stack.gatewayUrl).request("POST", "/api/login", {
      body: "email=a@b.co&password=secret1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({ message: "Content-Type must be application/json" });
  });
});

describe("routing", () => {
  it("answers 404 JSON for an unknown API path", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: "No route for GET /api/no-such-thing" });
  });

  it("answers 503 when the owning service is down", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/api/projects/00000000-0000-0000-0000-000000000000/quotes");
    expect(response.status).toBe(503);
    expect(response.json.message).toMatch(/temporarily unavailable/);
  });

  it("answers 404 for an API path with an empty segment, as for any path it has no route for", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    for (const path of ["/api/projects//rooms", "/api//projects", "/api/projects/p1//quotes"]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.json, path).toEqual({ message: `No route for GET ${path}` });
    }
  });

  it("serves the web app for client-side routes, including the client portal link", async () => {
    for (const path of ["/", "/projects/123", "/rooms/9", "/client/abc/some-token", "/anything/else"]) {
      const response = await new TestClient(stack.gatewayUrl).get(path, { accept: "text/html" });
      expect(response.status, path).toBe(200);
      expect(response.text).toContain("test shell");
    }
    const asset = await new TestClient(stack.gatewayUrl).get("/assets/app.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
    expect((await new TestClient(stack.gatewayUrl).get("/assets/missing.js")).status).toBe(404);
  });

  it("tags every API answer with the request id the services log it under", async () => {
    const first = await new TestClient(stack.gatewayUrl).get("/api/user");
    const second = await new TestClient(stack.gatewayUrl).get("/api/user");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.headers.get("x-request-id")).toMatch(uuid);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("sends security headers", async () => {
    const response = await new TestClient(stack.gatewayUrl).get("/", { accept: "text/html" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

/** A POST the way curl sends a large upload: headers first, the body only once the server says "continue". */
function postExpectingContinue(path: string, body: unknown, headers: Record<string, string>) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const outgoing = request(new URL(path, stack.gatewayUrl), {
      method: "POST",
      headers: { ...headers, expect: "100-continue", "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
    });
    outgoing.on("continue", () => outgoing.end(payload));
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString() || "null") }));
    });
    outgoing.on("error", reject);
  });
}

/** Sends the start of a request on a raw socket and nothing more; resolves with what came back and when it closed. */
async function stallAfter(start: (host: string) => string) {
  const { host, port } = new URL(stack.gatewayUrl);
  const socket = connect(Number(port), "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  const started = Date.now();
  socket.write(start(host));
  await once(socket, "close");
  return { answer, took: Date.now() - started };
}

describe("a request whose body stops arriving", () => {
  it("is answered 408 and cut off once no byte came for the idle time, instead of holding the socket for minutes", async () => {
    const { answer, took } = await stallAfter((host) => `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email": "a@b.co"`);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("The request stopped arriving before it was complete");
    // Cut off after the configured 2 s, not Node's five minutes; the bound only tells the two apart.
    expect(took).toBeLessThan(30_000);
  });
});

describe("a request whose headers stop arriving", () => {
  it("is answered 408 and cut off soon after the headers' time, not at Node's next half-minute check", async () => {
    const { answer, took } = await stallAfter((host) => `GET /api/user HTTP/1.1\r\nHost: ${host}\r\nX-Still-Typing: `);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The configured 1 s and a check each second; Node's own check would come up to 30 s later.
    expect(took).toBeLessThan(15_000);
  });
});

describe("requests sent with Expect: 100-continue", () => {
  it("forwards them with the caller's identity signed, like any other request", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const created = await postExpectingContinue("/api/projects", newProject, { cookie: client.cookieHeader, origin: stack.gatewayUrl });
    expect(created.status).toBe(201);
    const projects = (await client.get("/api/projects")).json as Array<{ id: string }>;
    expect(projects.map(({ id }) => id)).toContain((created.json as { id: string }).id);
  });

  it("strips identity headers the client sent", async () => {
    const { user } = await signedInDesigner(stack.gatewayUrl);
    const forged = { "x-atelier-user-id": user.id, "x-atelier-studio-id": user.studio.id };
    const response = await postExpectingContinue("/api/projects", newProject, { ...forged, origin: stack.gatewayUrl });
    // Signed as the anonymous caller it is, not refused as unsigned.
    expect(response).toEqual({ status: 401, json: { message: "Not authenticated" } });
  });
});

describe("services trust only the gateway", () => {
  it("refuses a request that did not come through the gateway", async () => {
    const response = await fetch(`${stack.authUrl}/api/user`, { headers: { "x-atelier-user-id": "someone" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Requests must come through the gateway" });
  });

  it("refuses identity headers changed after signing", async () => {
    const { user } = await (async () => {
      const client = new TestClient(stack.gatewayUrl);
      return { user: (await client.post("/api/register", credentials())).json };
    })();
    const identity = { requestId: "r1", userId: user.id, studioId: user.studio.id, role: "owner", portalProjectId: null, portalTokenId: null, ip: "10.0.0.1", userAgent: "test" };
    const headers = signIdentity(TEST_SECRET, identity, "GET", "/api/user");

    expect((await fetch(`${stack.authUrl}/api/user`, { headers })).status).toBe(200);
    const forged = { ...headers, "x-atelier-user-id": "00000000-0000-0000-0000-000000000000" };
    expect((await fetch(`${stack.authUrl}/api/user`, { headers: forged })).status).toBe(401);
    const stale = signIdentity(TEST_SECRET, identity, "GET", "/api/user", Date.now() - 10 * 60_000);
    expect((await fetch(`${stack.authUrl}/api/user`, { headers: stale })).status).toBe(401);
  });

  it("reports health and readiness of its database and Redis", async () => {
    expect(await (await fetch(`${stack.authUrl}/healthz`)).json()).toEqual({ status: "ok", service: "auth" });
    const ready = await fetch(`${stack.authUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "ok" } });
  });
});

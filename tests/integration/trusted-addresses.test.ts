import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authWork } from "../../services/auth/src/jobs/work";
import { newProject, signedInDesigner } from "../support/designers";
import { awaitMails } from "../support/invitation-mail";
import { TestClient } from "../support/http-client";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { startTestStack, type TestStack } from "../support/test-stack";

/** An address the studio opens the web app on, besides the gateway's own. */
const APP_ORIGIN = "http://app.studio.test";
const MISDIRECTED = "This address is not one Atelier answers on: open it on its configured address (PUBLIC_URL or APP_ORIGINS).";

let stack: TestStack;
let workers: ServiceTestWorkers<unknown>;
beforeAll(async () => {
  stack = await startTestStack({ gateway: { APP_ORIGINS: APP_ORIGIN } });
  workers = await startStackWorkers(authWork, stack);
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

/** A request with a Host header of the sender's choosing, as any HTTP client can send (fetch always sends the URL's). */
function sendTo(host: string, method: string, path: string, headers: Record<string, string> = {}, json?: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const sent = request(new URL(path, stack.gatewayUrl), { method, headers: { ...headers, host, ...(body ? { "content-type": "application/json" } : {}) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, json: text && res.headers["content-type"]?.includes("json") ? JSON.parse(text) : undefined }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

const resetLinkIn = (text = "") => /(\S+)\/reset-password#token=[\w-]+/.exec(text)?.[1];

describe("a request sent to an address Atelier is not configured for", () => {
  it("gets no password reset link mailed, however well its Origin matches its forged Host", async () => {
    const { client, user } = await signedInDesigner(stack.gatewayUrl);
    const email = (await client.get("/api/user")).json.email as string;

    const forged = await sendTo("attacker.example", "POST", "/api/password-reset", { origin: "http://attacker.example" }, { email });

    expect(forged).toEqual({ status: 421, json: { message: MISDIRECTED } });
    expect(await stack.auth.prisma.passwordReset.count({ where: { userId: user.id } })).toBe(0);
    expect(await awaitMails(stack.mailOutboxDir, email, 1, 1_000)).toEqual([]);
  });

  it("gets no portal link and no label sheet, even from a signed-in designer", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const project = (await client.post("/api/projects", newProject)).json as { id: string };
    const cookie = { cookie: client.cookieHeader };

    const link = await sendTo("attacker.example:8080", "POST", `/api/projects/${project.id}/portal-token`, { ...cookie, origin: "http://attacker.example:8080" });
    const labels = await sendTo("attacker.example:8080", "GET", `/api/projects/${project.id}/production-labels`, cookie);

    expect([link.status, labels.status]).toEqual([421, 421]);
    expect((await client.get(`/api/projects/${project.id}/portal-tokens`)).json).toEqual([]);
  });

  it("is refused for a loopback name on another port than the gateway's own, and for the app's pages too", async () => {
    expect((await sendTo("localhost:1", "GET", "/api/user")).status).toBe(421);
    expect((await sendTo("attacker.example", "GET", "/")).status).toBe(421);
  });

  it("still reaches the health probes, which orchestrators send to the pod's own address", async () => {
    expect((await sendTo("10.42.0.7:8080", "GET", "/healthz")).status).toBe(200);
  });
});

describe("a link made for a request", () => {
  it("points to the gateway's own address the request was sent to, when PUBLIC_URL is not set", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const email = (await client.get("/api/user")).json.email as string;

    expect((await new TestClient(stack.gatewayUrl).post("/api/password-reset", { email })).status).toBe(202);

    const [mail] = await awaitMails(stack.mailOutboxDir, email, 1);
    expect(resetLinkIn(mail!.text)).toBe(stack.gatewayUrl);
  });

  it("points to a configured app origin the page was opened on", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const email = (await client.get("/api/user")).json.email as string;

    expect((await sendTo("app.studio.test", "POST", "/api/password-reset", { origin: APP_ORIGIN }, { email })).status).toBe(202);

    const [mail] = await awaitMails(stack.mailOutboxDir, email, 1);
    expect(resetLinkIn(mail!.text)).toBe(APP_ORIGIN);
  });
});

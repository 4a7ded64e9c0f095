import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPortalSchema, endedPortalLinkMessage, portalTokenResponseSchema } from "@atelier/contracts";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

/**
 * The portal keeps resolved links and each project's answer in Redis: what a client relies on is that a
 * revoked or expired link stops at once and that a change the studio makes shows on the next answer.
 */
let stack: TestStack;
let designer: TestClient;
let studioId: string;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const portalOf = async (path: string) => {
  const response = await new TestClient(stack.gatewayUrl).get(path);
  return { status: response.status, json: response.json };
};

/** What the holder of a link the studio gave is told once it has ended: the studio, and how to reach it. */
const endedAnswer = async () => ({ status: 410, json: { message: endedPortalLinkMessage(await stack.auth.prisma.studio.findUniqueOrThrow({ where: { id: studioId } })) } });

async function projectWithLink() {
  const projectId = (await designer.post("/api/projects", newProject)).json.id as string;
  const link = await designer.post(`/api/projects/${projectId}/portal-token`);
  expect(link.status, link.text).toBe(201);
  const token = portalTokenResponseSchema.parse(link.json).portalUrl.split("/").pop()!;
  return { projectId, token, path: `/api/client-portal/${projectId}/${token}` };
}

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
});
afterAll(() => stack.close());

describe("the portal's cache", () => {
  it("stops a revoked link at once, though its earlier lookups were cached, and keeps it stopped", async () => {
    const { path, token } = await projectWithLink();
    for (let i = 0; i < 3; i++) expect((await portalOf(path)).status).toBe(200);
    const { id } = await stack.auth.prisma.portalToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });

    expect((await designer.request("DELETE", `/api/portal-tokens/${id}`)).status).toBe(204);

    for (let i = 0; i < 2; i++) expect(await portalOf(path)).toEqual(await endedAnswer());
  });

  it("stops a link the moment it expires, though its lookup was cached", async () => {
    const { path, token } = await projectWithLink();
    await stack.auth.prisma.portalToken.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() + 1500) } });
    expect((await portalOf(path)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1600));

    expect(await portalOf(path)).toEqual(await endedAnswer());
  });

  it("shows the studio's change to the project, and a new room, on the next answer", async () => {
    const { projectId, path } = await projectWithLink();
    expect(clientPortalSchema.parse((await portalOf(path)).json)).toMatchObject({ project: { title: newProject.name }, rooms: [] });

    const renamed = await designer.request("PUT", `/api/projects/${projectId}`, { json: { title: "Clifton Penthouse" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(clientPortalSchema.parse((await portalOf(path)).json).project.title).toBe("Clifton Penthouse");

    expect((await designer.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).status).toBe(201);
    expect(clientPortalSchema.parse((await portalOf(path)).json).rooms.map((room) => room.name)).toEqual(["Study"]);
  });
});

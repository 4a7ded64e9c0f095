import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_EVENTS, roleRefusal, TEAM_MESSAGES } from "@atelier/contracts";
import { authWork } from "../../services/auth/src/jobs/work";
import { newProject } from "../support/designers";
import { TestClient, uniqueEmail } from "../support/http-client";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { connected, openSocket } from "../support/sockets";
import { accept as acceptInvitation, invite as inviteMember, MEMBER_PASSWORD, signedUpOwner } from "../support/team";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let workers: ServiceTestWorkers<unknown>;

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startStackWorkers(authWork, stack);
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const owner = () => signedUpOwner(stack.gatewayUrl);
const invite = (client: TestClient, email: string, role: string, mailsBefore = 0) => inviteMember(client, stack.mailOutboxDir, email, role, mailsBefore);
const accept = (token: string, names?: { firstName: string; lastName: string }) => acceptInvitation(stack.gatewayUrl, token, names);

describe("an invitation", () => {
  it("is mailed as a link whose token is kept only hashed, and makes whoever accepts it a member in the role it names", async () => {
    const studio = await owner();
    const email = uniqueEmail("designer");
    const { invitation, token, subject } = await invite(studio.client, email, "designer");
    expect(subject).toBe(`Lerato Mokoena invited you to ${studio.user.studio.name} on Atelier`);
    const stored = await stack.auth.prisma.teamInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(stored.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await new TestClient(stack.gatewayUrl).post("/api/invitations/preview", { token });
    expect(preview.json).toEqual({ studioName: studio.user.studio.name, email, role: "designer", invitedBy: "Lerato Mokoena" });
    expect((await studio.client.get("/api/team")).json).toMatchObject({ invitations: [{ id: invitation.id, email, role: "designer", invitedBy: "Lerato Mokoena" }] });

    const { client, answer } = await accept(token);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toMatchObject({ email, firstName: "Sipho", role: "designer", studio: { id: studio.user.studio.id } });
    const project = await studio.client.post("/api/projects", newProject);
    expect((await client.get(`/api/projects/${project.json.id}`)).status).toBe(200);
    const team = (await studio.client.get("/api/team")).json as { members: { email: string; role: string }[]; invitations: unknown[] };
    expect(team.members.map((member) => member.role)).toEqual(["owner", "designer"]);
    expect(team.invitations).toEqual([]);
  });

  it("works once: a second use, even at the same time, is refused naming the token", async () => {
    const studio = await owner();
    const { token } = await invite(studio.client, uniqueEmail("twice"), "viewer");
    const [first, second] = await Promise.all([accept(token), accept(token, { firstName: "Other", lastName: "Person" })]);
    expect([first.answer.status, second.answer.status].sort()).toEqual([201, 400]);
    const refused = first.answer.status === 400 ? first.answer : second.answer;
    expect(refused.json).toEqual({ message: "Validation failed", errors: { token: [TEAM_MESSAGES.invitationInvalid] } });
    expect(await stack.auth.prisma.user.count({ where: { studioId: studio.user.studio.id } })).toBe(2);
  });

  it("stops working once revoked, expired, or replaced by a newer invitation to the same e-mail", async () => {
    const studio = await owner();
    const revokedEmail = uniqueEmail("revoked");
    const revoked = await invite(studio.client, revokedEmail, "designer");
    expect((await studio.client.request("DELETE", `/api/team/invitations/${revoked.invitation.id}`)).status).toBe(204);
    expect((await accept(revoked.token)).answer.status).toBe(400);
    expect((await new TestClient(stack.gatewayUrl).post("/api/invitations/preview", { token: revoked.token })).status).toBe(400);

    const expired = await invite(studio.client, uniqueEmail("expired"), "designer");
    await stack.auth.prisma.teamInvitation.update({ where: { id: expired.invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accept(expired.token)).answer.status).toBe(400);

    const email = uniqueEmail("again");
    const older = await invite(studio.client, email, "viewer");
    const newer = await invite(studio.client, email, "bookkeeper", 1);
    expect((await accept(older.token)).answer.status).toBe(400);
    expect((await accept(newer.token)).answer.json).toMatchObject({ role: "bookkeeper" });
  });

  it("is another studio's 404 to revoke, and refused for an e-mail that already has an account", async () => {
    const studio = await owner();
    const other = await owner();
    const { invitation, token } = await invite(studio.client, uniqueEmail("kept"), "designer");
    expect((await other.client.request("DELETE", `/api/team/invitations/${invitation.id}`)).json).toEqual({ message: "Invitation not found" });
    expect((await accept(token)).answer.status).toBe(201);

    const taken = await studio.client.post("/api/team/invitations", { email: (await other.client.get("/api/user")).json.email, role: "designer" });
    expect(taken).toMatchObject({ status: 400, json: { errors: { email: [TEAM_MESSAGES.alreadyMember] } } });
    expect((await studio.client.post("/api/team/invitations", { email: uniqueEmail("owner"), role: "owner" })).status).toBe(400);
  });
});

describe("members and their roles", () => {
  /** A studio of an owner and a member who joined by invitation in `role`. */
  async function studioWith(role: string) {
    const studio = await owner();
    const { token } = await invite(studio.client, uniqueEmail(role), role);
    const member = await accept(token);
    return { studio, member: member.client, memberId: (member.answer.json as { id: string }).id };
  }

  it("limit what each may do, from the member's next request after a change, which their open app is told of", async () => {
    const { studio, member, memberId } = await studioWith("viewer");
    const socket = openSocket(stack.gatewayUrl, { cookie: member.cookieHeader, origin: stack.gatewayUrl });
    await connected(socket);
    let told = 0;
    socket.on(MEMBER_EVENTS.changed, () => (told += 1));
    const project = (await studio.client.post("/api/projects", newProject)).json.id as string;
    expect((await member.get(`/api/projects/${project}`)).status).toBe(200);
    expect(await member.request("PUT", `/api/projects/${project}`, { json: { name: "Renamed" } })).toMatchObject({ status: 403, json: { message: roleRefusal("viewer", "work.write") } });
    expect((await member.get(`/api/projects/${project}/invoices`)).status).toBe(403);

    const changed = await studio.client.request("PUT", `/api/team/members/${memberId}`, { json: { role: "bookkeeper" } });
    expect(changed).toMatchObject({ status: 200, json: { id: memberId, role: "bookkeeper" } });
    await expect.poll(() => told, { timeout: 3_000 }).toBe(1);
    socket.disconnect();
    expect((await member.get(`/api/projects/${project}/invoices`)).status).toBe(200);
    expect((await member.get("/api/user")).json).toMatchObject({ role: "bookkeeper" });
    expect((await member.request("PUT", `/api/team/members/${memberId}`, { json: { role: "admin" } })).status).toBe(403);
  });

  it("never leave a studio without its one owner", async () => {
    const { studio, member, memberId } = await studioWith("admin");
    expect(await member.request("PUT", `/api/team/members/${studio.user.id}`, { json: { role: "designer" } })).toMatchObject({ status: 409, json: { message: TEAM_MESSAGES.ownerStays } });
    expect((await member.request("DELETE", `/api/team/members/${studio.user.id}`)).status).toBe(409);
    expect(await studio.client.request("DELETE", `/api/team/members/${studio.user.id}`)).toMatchObject({ status: 409, json: { message: TEAM_MESSAGES.notYourself } });
    expect((await member.post("/api/team/ownership", { memberId })).status).toBe(403);

    const team = await studio.client.post("/api/team/ownership", { memberId });
    expect(team.status, team.text).toBe(200);
    expect((team.json as { members: { id: string; role: string }[] }).members.map(({ id, role }) => [id, role])).toEqual([
      [memberId, "owner"],
      [studio.user.id, "admin"],
    ]);
    expect((await studio.client.post("/api/team/ownership", { memberId })).status).toBe(403);
    expect((await member.get("/api/user")).json).toMatchObject({ role: "owner" });
    expect(await stack.auth.prisma.user.count({ where: { studioId: studio.user.studio.id, role: "owner" } })).toBe(1);
  });

  it("removed, are signed out everywhere at once, their socket closed, their work kept in their name", async () => {
    const { studio, member, memberId } = await studioWith("designer");
    const project = (await member.post("/api/projects", newProject)).json.id as string;
    const socket = openSocket(stack.gatewayUrl, { cookie: member.cookieHeader, origin: stack.gatewayUrl });
    await connected(socket);
    let closedBy = "";
    socket.on("disconnect", (reason) => (closedBy = reason));

    expect((await studio.client.request("DELETE", `/api/team/members/${memberId}`)).status).toBe(204);

    expect((await member.get("/api/user")).status).toBe(401);
    await expect.poll(() => closedBy, { timeout: 3_000 }).toBe("io server disconnect");
    const email = (await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: memberId } })).email;
    expect((await new TestClient(stack.gatewayUrl).post("/api/login", { email, password: MEMBER_PASSWORD })).status).toBe(401);
    expect((await studio.client.get(`/api/projects/${project}`)).status).toBe(200);
    expect((await stack.auth.prisma.project.findUniqueOrThrow({ where: { id: project } })).createdById).toBe(memberId);
    expect(((await studio.client.get("/api/team")).json as { members: unknown[] }).members).toHaveLength(1);
    expect((await studio.client.request("DELETE", `/api/team/members/${memberId}`)).json).toEqual({ message: "Member not found" });
  });
});

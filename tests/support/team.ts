import { afterAll, beforeAll, expect } from "vitest";
import { authWork } from "../../services/auth/src/jobs/work";
import { TestClient, uniqueEmail } from "./http-client";
import { awaitMails } from "./invitation-mail";
import { startStackWorkers } from "./service-workers";
import { startTestStack, type TestStack } from "./test-stack";

export const MEMBER_PASSWORD = "s3cret-pass";

/**
 * The file's stack, with the auth service's workers that mail invitations: started before its tests and stopped after.
 * Call it at the top of the file; the answer reads the stack once it runs.
 */
export function stackForTeams(): () => TestStack {
  let stack: TestStack | undefined;
  let workers: Awaited<ReturnType<typeof startStackWorkers>> | undefined;
  beforeAll(async () => {
    stack = await startTestStack();
    workers = await startStackWorkers(authWork, stack);
  });
  afterAll(async () => {
    await workers?.close();
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error("the stack starts in beforeAll: read it inside a test");
    return stack;
  };
}

/** A new studio's owner, signed up through the gateway and signed in. */
export async function signedUpOwner(gatewayUrl: string) {
  const client = new TestClient(gatewayUrl);
  const signedUp = await client.post("/api/register", { email: uniqueEmail("owner"), password: MEMBER_PASSWORD, firstName: "Lerato", lastName: "Mokoena" });
  expect(signedUp.status).toBe(201);
  return { client, user: signedUp.json as { id: string; role: string; studio: { id: string; name: string } } };
}

/**
 * Invites `email` as `role` and answers the invitation and the token of the mail that brings its link (the auth
 * service's workers must be running to mail it into `mailOutboxDir`).
 */
export async function invite(client: TestClient, mailOutboxDir: string, email: string, role: string, mailsBefore = 0) {
  const invited = await client.post("/api/team/invitations", { email, role });
  expect(invited.status, invited.text).toBe(201);
  const mails = await awaitMails(mailOutboxDir, email, mailsBefore + 1);
  const link = /(http:\/\/\S+)\/accept-invitation#token=([\w-]+)/.exec(mails[mailsBefore]!.text ?? "");
  expect(link, mails[mailsBefore]!.text).not.toBeNull();
  return { invitation: invited.json as { id: string; email: string; role: string }, token: link![2]!, subject: mails[mailsBefore]!.subject };
}

/** Accepts an invitation in a new browser: answers it signed in as the new member, and the answer. */
export async function accept(gatewayUrl: string, token: string, names = { firstName: "Sipho", lastName: "Dlamini" }) {
  const client = new TestClient(gatewayUrl);
  const answer = await client.post("/api/invitations/accept", { token, ...names, password: MEMBER_PASSWORD });
  return { client, answer };
}

/** A member of the owner's studio in `role`, who joined by invitation, signed in. */
export async function invitedMember(owner: TestClient, stack: { gatewayUrl: string; mailOutboxDir: string }, role: string) {
  const { token } = await invite(owner, stack.mailOutboxDir, uniqueEmail(role), role);
  const { client, answer } = await accept(stack.gatewayUrl, token);
  expect(answer.status, answer.text).toBe(201);
  return { client, id: (answer.json as { id: string }).id };
}

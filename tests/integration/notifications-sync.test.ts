import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { NOTIFICATION_EVENTS } from "@atelier/contracts";
import { signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { connected, openSocket } from "../support/sockets";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

/** What one open tab hears of its user's notifications changing, in order. */
async function tabOf(client: TestClient) {
  const socket = openSocket(stack.gatewayUrl, { cookie: client.cookieHeader, origin: stack.gatewayUrl });
  onTestFinished(() => void socket.disconnect());
  await connected(socket);
  const heard: Array<[string, unknown]> = [];
  for (const event of [NOTIFICATION_EVENTS.read, NOTIFICATION_EVENTS.dismissed]) socket.on(event, (payload: unknown) => heard.push([event, payload]));
  return heard;
}

/** A designer signed in on two devices, each with the app open. */
async function designerOnTwoDevices() {
  const { client: phone, user } = await signedInDesigner(stack.gatewayUrl);
  const { email } = await stack.auth.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  const laptop = new TestClient(stack.gatewayUrl);
  expect((await laptop.post("/api/login", { email, password: "s3cret-pass" })).status).toBe(200);
  const notify = (title: string) =>
    stack.auth.prisma.notification.create({ data: { studioId: user.studio.id, userId: user.id, kind: "quote_viewed", title, message: `${title}.` } });
  return { phone, laptop, notify };
}

describe("a notification read or dismissed in one tab", () => {
  it("is read, dismissed, or all dismissed in the user's other tabs too, and in no one else's", async () => {
    const { phone, laptop, notify } = await designerOnTwoDevices();
    const [first, second] = [await notify("Quote viewed"), await notify("Quote approved")];
    const stranger = await signedInDesigner(stack.gatewayUrl);
    const [onPhone, onLaptop, onStranger] = [await tabOf(phone), await tabOf(laptop), await tabOf(stranger.client)];

    expect((await phone.post(`/api/notifications/${first.id}/read`)).status).toBe(200);
    expect((await phone.post(`/api/notifications/${first.id}/read`)).status).toBe(200);
    expect((await phone.request("DELETE", `/api/notifications/${second.id}`)).status).toBe(204);
    await notify("Meeting tomorrow");
    expect((await phone.request("DELETE", "/api/notifications")).status).toBe(204);

    const told = [
      [NOTIFICATION_EVENTS.read, { id: first.id }],
      [NOTIFICATION_EVENTS.dismissed, { id: second.id }],
      [NOTIFICATION_EVENTS.dismissed, { id: null }],
    ];
    await expect.poll(() => onLaptop).toEqual(told);
    await expect.poll(() => onPhone).toEqual(told);
    expect((await laptop.get("/api/notifications")).json).toEqual({ notifications: [], unreadCount: 0 });

    expect((await phone.request("DELETE", "/api/notifications")).status).toBe(204);
    expect((await stranger.client.request("DELETE", `/api/notifications/${first.id}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onLaptop).toHaveLength(3);
    expect(onStranger).toEqual([]);
  });
});

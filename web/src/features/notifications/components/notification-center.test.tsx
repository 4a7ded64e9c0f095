import type { NotificationList } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { disconnectSocket, pushEvent } from "@/test/fake-socket";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { listOf, notificationNumber } from "../test/notification-fixtures";
import { NotificationCenter } from "./notification-center";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));
afterEach(disconnectSocket);

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** The center over a server answering `list`, which marks `readable` (the list's first, unless said) read when asked. */
function renderCenter(list: NotificationList, readable = list.notifications[0]!) {
  const first = readable;
  let current = list;
  const fetchMock = serve({
    "GET /api/notifications": () => Response.json(current),
    [`POST /api/notifications/${first.id}/read`]: () => Response.json({ ...first, read: true }),
    "DELETE /api/notifications": () => {
      current = { notifications: [], unreadCount: 0 };
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationCenter />
            <Location />
          </>
        }
      />
    </Routes>,
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
const stack = () => screen.getByRole("region", { name: "New notifications" });

describe("the notification center", () => {
  it("shows the unread count on the bell, and a notification pushed live in the stack, where the ones already there never show", async () => {
    renderCenter(listOf([notificationNumber(1), notificationNumber(2), notificationNumber(3, { read: true })]));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(within(stack()).queryAllByRole("listitem")).toEqual([]);

    pushEvent("notification.created", notificationNumber(0, { title: "Job failed", kind: "job_failed", message: "Generating a quote failed: no items" }));
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    expect(within(stack()).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("Generating a quote failed: no items")]);
    pushEvent("notification.created", { not: "a notification" });
    expect(within(stack()).getAllByRole("listitem")).toHaveLength(1);
  });

  it("takes a notification out of the stack when it is dismissed there, or all of them, while the bell keeps every one", async () => {
    const fetchMock = renderCenter(listOf([notificationNumber(1)]));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    pushEvent("notification.created", notificationNumber(4));
    pushEvent("notification.created", notificationNumber(5));
    await waitFor(() => expect(within(stack()).getAllByRole("listitem")).toHaveLength(2));

    fireEvent.click(within(stack()).getAllByRole("button", { name: /^Dismiss/ })[0]!);
    expect(within(stack()).getAllByRole("listitem")).toHaveLength(1);
    fireEvent.click(within(stack()).getByRole("button", { name: "Dismiss all" }));
    expect(within(stack()).queryAllByRole("listitem")).toEqual([]);

    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Notifications, 3 unread" }));
    expect(within(screen.getByRole("dialog", { name: "Notifications" })).getAllByRole("listitem")).toHaveLength(3);
    expect(calls(fetchMock)).toEqual(["GET /api/notifications"]);
  });

  it("reads and dismisses what the user read or dismissed in another tab, without asking the server", async () => {
    const fetchMock = renderCenter(listOf([notificationNumber(1), notificationNumber(2), notificationNumber(3)]));
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();

    pushEvent("notification.read", { id: notificationNumber(1).id });
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    pushEvent("notification.dismissed", { id: notificationNumber(2).id });
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    pushEvent("notification.dismissed", { id: null });
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(calls(fetchMock)).toEqual(["GET /api/notifications"]);
  });

  it("marks a notification read on click in the stack and opens what it is about", async () => {
    const list = listOf([notificationNumber(1)]);
    const fetchMock = renderCenter(listOf([notificationNumber(2)]), list.notifications[0]);
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    pushEvent("notification.created", list.notifications[0]);
    fireEvent.click(await within(stack()).findByText(/Q-2026-0001/));
    await waitFor(() => expect(calls(fetchMock)).toContain(`POST /api/notifications/${list.notifications[0]!.id}/read`));
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(list.notifications[0]!.link);
    expect(within(stack()).queryAllByRole("listitem")).toEqual([]);
  });

  it("says so in the bell's panel when the notifications cannot be loaded, and tries again", async () => {
    let answer = () => Response.json({ message: "Down" }, { status: 503 });
    serve({ "GET /api/notifications": () => answer() });
    renderWithProviders(<NotificationCenter />);
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    expect(await within(panel).findByText("Could not load your notifications")).toBeTruthy();
    answer = () => Response.json(listOf([notificationNumber(1)]));
    fireEvent.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("1 unread")).toBeTruthy();
  });

  it("lists every notification in the bell's panel, hides the stack meanwhile, and dismisses all", async () => {
    const fetchMock = renderCenter(listOf([notificationNumber(1), notificationNumber(2, { read: true })]));
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(2);
    expect(within(panel).getByText("1 unread")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "New notifications" })).toBeNull();

    fireEvent.click(within(panel).getByRole("button", { name: "Dismiss all" }));
    expect(await within(panel).findByText("No notifications yet")).toBeTruthy();
    expect(calls(fetchMock)).toContain("DELETE /api/notifications");
  });
});

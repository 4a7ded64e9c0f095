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

function renderCenter(list: NotificationList) {
  const first = list.notifications[0]!;
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
  it("shows the unread count on the bell and adds a pushed notification to the stack live", async () => {
    renderCenter(listOf([notificationNumber(1), notificationNumber(2), notificationNumber(3, { read: true })]));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();

    pushEvent("notification.created", notificationNumber(0, { title: "Job failed", kind: "job_failed", message: "Generating a quote failed: no items" }));
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    expect(within(stack()).getAllByRole("listitem")[0]!.textContent).toContain("Generating a quote failed: no items");
    pushEvent("notification.created", { not: "a notification" });
    expect(within(stack()).getAllByRole("listitem")).toHaveLength(3);
  });

  it("reads and dismisses what the user read or dismissed in another tab, without asking the server", async () => {
    const fetchMock = renderCenter(listOf([notificationNumber(1), notificationNumber(2), notificationNumber(3)]));
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();

    pushEvent("notification.read", { id: notificationNumber(1).id });
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    pushEvent("notification.dismissed", { id: notificationNumber(2).id });
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(within(stack()).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("Quote approved 3")]);
    pushEvent("notification.dismissed", { id: null });
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(calls(fetchMock)).toEqual(["GET /api/notifications"]);
  });

  it("marks a notification read on click and opens what it is about", async () => {
    const list = listOf([notificationNumber(1), notificationNumber(2)]);
    const fetchMock = renderCenter(list);
    fireEvent.click(await within(stack()).findByText(/Q-2026-0001/));
    await waitFor(() => expect(calls(fetchMock)).toContain(`POST /api/notifications/${list.notifications[0]!.id}/read`));
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(list.notifications[0]!.link);
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

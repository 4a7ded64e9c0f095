import { cliftonVilla, mainLounge, nkosiInteriorsSettings, thandi } from "@/test/fixtures";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { connectSocket, disconnectSocket } from "@/lib/socket";
import { serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { AppRoutes } from "./app-routes";

vi.mock("@/features/client-portal/api/portal-socket", () => import("@/features/client-portal/test/fake-portal-socket"));
vi.mock("@/lib/socket", async () => {
  const fake = await import("@/test/fake-socket");
  return { connectSocket: vi.fn(fake.connectSocket), disconnectSocket: vi.fn(fake.disconnectSocket) };
});

// The routes' lazy chunks, transformed once here, so the first test does not spend its wait on that.
beforeAll(() => Promise.all([import("./studio-routes"), import("@/pages/client-portal-page")]), 30_000);

// jsdom has no scrolling; a page opened by a link asks for its top.
const scrollTo = vi.spyOn(window, "scrollTo").mockReturnValue();

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});


const signedOut: Routes = { "GET /api/user": () => Response.json({ message: "Not authenticated" }, { status: 401 }) };
const signedIn: Routes = {
  "GET /api/user": () => Response.json(thandi),
  "GET /api/projects": () => Response.json([]),
  "GET /api/dashboard/stats": () =>
    Response.json({
      activeProjects: 0,
      totalRevenue: "0.00",
      revenueBasis: "approved_quotes",
      pendingApprovals: 0,
      trends: { activeProjects: { percentChange: null }, totalRevenue: { percentChange: null }, pendingApprovals: { percentChange: null } },
    }),
  [`GET /api/projects/${cliftonVilla.id}`]: () => Response.json(cliftonVilla),
  [`GET /api/rooms/${mainLounge.id}`]: () => Response.json(mainLounge),
  [`GET /api/rooms/${mainLounge.id}/items`]: () => Response.json([]),
};

describe("signed out", () => {
  it.each(["/", "/projects/42", "/anything/else"])("shows the landing page at %s", async (path) => {
    serve(signedOut);
    renderWithProviders(<AppRoutes />, { path });

    expect(await screen.findByRole("heading", { level: 1, name: "Atelier" })).toBeTruthy();
    expect(screen.getByText("Luxury Interior Design Management Platform")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
  });

  it("shows the sign-in screen at /auth with Sign In chosen", async () => {
    serve(signedOut);
    renderWithProviders(<AppRoutes />, { path: "/auth" });

    const signInTab = await screen.findByRole("tab", { name: "Sign In" });
    expect(signInTab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("false");
  });

  it("signs in, lands on the dashboard and opens the live connection", async () => {
    serve({ ...signedOut, "POST /api/login": () => Response.json(thandi) });
    renderWithProviders(<AppRoutes />, { path: "/auth" });

    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "thandi@studio.co.za" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-long-passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { name: "Design Studio Dashboard" })).toBeTruthy();
    expect(screen.getByText("Welcome back!")).toBeTruthy();
    expect(connectSocket).toHaveBeenCalled();
  });

  it("opens the client portal without asking who is signed in", async () => {
    const fetchMock = serve(signedOut);
    renderWithProviders(<AppRoutes />, { path: "/client/42/a-portal-token" });

    expect(await screen.findByRole("heading", { name: "Project Not Found" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/client-portal/42/a-portal-token"]);
  });
});

describe("signed in", () => {
  it("shows the dashboard inside the shell at /", async () => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path: "/" });

    expect(await screen.findByRole("heading", { name: "Design Studio Dashboard" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findAllByText("No projects yet")).toHaveLength(2);
    expect(screen.getByText("TN")).toBeTruthy();
  });

  it.each([
    [`/projects/${cliftonVilla.id}`, "Clifton Villa"],
    [`/rooms/${mainLounge.id}`, "Main Lounge"],
  ])("frames %s inside the shell", async (path, title) => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path });

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("offers Skip to content before anything else focusable, moving focus to the page", async () => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path: "/" });
    await screen.findByRole("heading", { name: "Design Studio Dashboard" });

    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.querySelector("a[href], button, input, [tabindex]:not([tabindex='-1'])")).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("opens a linked page at its top, but keeps the position when only the project's tab changes", async () => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path: `/projects/${cliftonVilla.id}` });
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Meetings" }), { button: 0 });
    expect(await screen.findByRole("tab", { name: "Meetings", selected: true })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Design Studio Dashboard" })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("reaches the studio settings from the top bar", async () => {
    serve({ ...signedIn, "GET /api/studio/settings": () => Response.json(nkosiInteriorsSettings) });
    renderWithProviders(<AppRoutes />, { path: "/" });

    fireEvent.click(await screen.findByRole("link", { name: "Studio Settings" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Studio Settings" })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>("Studio Name")).value).toBe("Nkosi Interiors");
  });

  it("shows the 404 page for an unknown path", async () => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path: "/no/such/page" });

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/");
  });

  it("sends /auth to the dashboard", async () => {
    serve(signedIn);
    renderWithProviders(<AppRoutes />, { path: "/auth" });

    expect(await screen.findByRole("heading", { name: "Design Studio Dashboard" })).toBeTruthy();
  });

  it("logs out to the landing page and closes the live connection", async () => {
    serve({ ...signedIn, "POST /api/logout": () => new Response(null, { status: 204 }) });
    renderWithProviders(<AppRoutes />, { path: `/projects/${cliftonVilla.id}` });

    fireEvent.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByText("You've been logged out successfully.")).toBeTruthy();
    expect(disconnectSocket).toHaveBeenCalled();
  });

  it("logs out as usual when a read the server took after the sign-out is answered 401 first", async () => {
    let answerLogout = () => {};
    const logout = new Promise<Response>((resolve) => (answerLogout = () => resolve(new Response(null, { status: 204 }))));
    serve({
      ...signedIn,
      "POST /api/logout": () => logout,
      "GET /api/projects/gone": () => Response.json({ message: "Not authenticated" }, { status: 401 }),
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    const { queryClient } = renderWithProviders(<AppRoutes />, { path: "/" });
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await screen.findByRole("button", { name: "Logging out..." });

    vi.useFakeTimers();
    await act(() => queryClient.prefetchQuery(projectQuery("gone")));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Unauthorized")).toBeNull();
    vi.useRealTimers();
    answerLogout();

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByText("You've been logged out successfully.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("tells the user when the session has expired and reloads onto the sign-in screen", async () => {
    serve({ ...signedIn, "GET /api/projects/gone": () => Response.json({ message: "Not authenticated" }, { status: 401 }) });
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    const { queryClient } = renderWithProviders(<AppRoutes />, { path: "/" });
    await screen.findByRole("heading", { name: "Design Studio Dashboard" });

    vi.useFakeTimers();
    await act(() => queryClient.prefetchQuery(projectQuery("gone")));

    expect(screen.getByText("Unauthorized")).toBeTruthy();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith("/auth");
  });
});

describe("toasts", () => {
  it("live in a region F8 can reach", async () => {
    serve(signedOut);
    renderWithProviders(<AppRoutes />, { path: "/" });

    await screen.findByRole("link", { name: "Sign In" });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeTruthy();
  });
});

import { readOnlyNotice, type Meeting } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla, mainLounge, thandiAs } from "@/test/fixtures";
import { sentBodies, serve, type Routes as GatewayRoutes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProjectPage } from "./project-page";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const projectPath = `/api/projects/${cliftonVilla.id}`;

/** The address the page is at, as the browser's bar would show it. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Address">{pathname + hash}</output>;
}

function renderProject(routes: GatewayRoutes, path = `/projects/${cliftonVilla.id}`) {
  const fetchMock = serve(routes);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/projects/:id/:tab?" element={<ProjectPage />} />
      </Routes>
      <Address />
    </>,
    { path },
  );
  return fetchMock;
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;

function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
}

function meeting(overrides: Partial<Meeting>): Meeting {
  return {
    id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
    projectId: cliftonVilla.id,
    title: "Concept presentation",
    description: null,
    type: "presentation",
    scheduledAt: "2099-01-15T09:00:00.000Z",
    duration: 60,
    location: "Clifton",
    priority: "medium",
    status: "scheduled",
    attendees: [{ name: "Naledi Khumalo", role: "Client", email: null }],
    notes: null,
    outcomes: null,
    followUpRequired: false,
    followUpDate: null,
    meetingUrl: null,
    followUps: [],
    cancellationReason: null,
    startedAt: null,
    completedAt: null,
    createdAt: "2026-03-01T08:00:00.000Z",
    ...overrides,
  };
}

describe("ProjectPage", () => {
  it("shows the project's header: title, code, address and status", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json(cliftonVilla) });

    expect(await screen.findByRole("heading", { level: 1, name: "Clifton Villa" })).toBeTruthy();
    expect(screen.getByText("ATL-2026-014")).toBeTruthy();
    // In the header, and again in the House Details card.
    expect(screen.getAllByText("12 Victoria Road, Clifton, Cape Town")).toHaveLength(2);
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("button", { name: "Generate Quote" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Client Portal" }).hasAttribute("disabled")).toBe(false);
  });

  it("says to a member who may not change the project that they may see it, in place of its actions", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json(cliftonVilla), "GET /api/user": () => Response.json(thandiAs("bookkeeper")) });

    expect(await screen.findByText(readOnlyNotice("bookkeeper"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Generate Quote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Client Portal" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Milestone" })).toBeNull();
  });

  it("shows TBD for a project without a code or a quote", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json({ ...cliftonVilla, code: null }) });

    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    expect(screen.getAllByText("TBD")).toHaveLength(2);
  });

  it("offers sample data only while the project has no rooms, and adds it", async () => {
    const fetchMock = renderProject({
      [`GET ${projectPath}`]: () => Response.json(cliftonVilla),
      [`POST /api/populate-sample-data/${cliftonVilla.id}`]: () => Response.json({ rooms: [] }, { status: 201 }),
    });

    fireEvent.click(await screen.findByRole("button", { name: "Add Sample Data" }));

    expect(await screen.findByText("Sample Data Added")).toBeTruthy();
    expect(screen.getByText("Sample rooms, items, and quotes have been created successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST /api/populate-sample-data/${cliftonVilla.id}`)).toHaveLength(1);
  });

  it("hides Add Sample Data once the project has rooms", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json({ ...cliftonVilla, counts: { rooms: 2, images: 0, quotes: 0 } }) });

    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    expect(screen.queryByRole("button", { name: "Add Sample Data" })).toBeNull();
  });

  it("says so when the project does not exist", async () => {
    renderProject({});

    expect(await screen.findByRole("heading", { name: "Project Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/");
  });

  it("keeps the open tab in the address, and names the page and its trail after it", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json(cliftonVilla), [`GET ${projectPath}/installations`]: () => Response.json([]) });
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    expect(document.title).toBe("Clifton Villa · Overview · Atelier");
    const trail = () => within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail().getByText("Clifton Villa").getAttribute("aria-current")).toBe("page");

    openTab("Installations");

    expect(address()).toBe(`/projects/${cliftonVilla.id}/installations`);
    expect(selectedTab()).toBe("Installations");
    expect(document.title).toBe("Clifton Villa · Installations · Atelier");
    expect(trail().getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/");
    expect(trail().getByRole("link", { name: "Clifton Villa" }).getAttribute("href")).toBe(`/projects/${cliftonVilla.id}`);
    expect(trail().getByText("Installations").getAttribute("aria-current")).toBe("page");
  });

  it("opens the tab its address names", async () => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json(cliftonVilla), [`GET ${projectPath}/installations`]: () => Response.json([]) }, `/projects/${cliftonVilla.id}/installations`);

    expect(await screen.findByRole("heading", { name: "Upcoming Installations" })).toBeTruthy();
    expect(selectedTab()).toBe("Installations");
  });

  it.each([
    ["a printed label's ?tab=production", "?tab=production#item-42", "/production#item-42"],
    ["an unknown tab to the Overview", "/no-such-tab", ""],
  ])("moves %s, in place of the address asked for", async (_case, suffix, expected) => {
    renderProject({ [`GET ${projectPath}`]: () => Response.json(cliftonVilla), [`GET ${projectPath}/productions`]: () => Response.json([]) }, `/projects/${cliftonVilla.id}${suffix}`);

    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    expect(address()).toBe(`/projects/${cliftonVilla.id}${expected}`);
  });

  it("lists upcoming and past meetings, with actions only for upcoming ones", async () => {
    renderProject({
      [`GET ${projectPath}`]: () => Response.json(cliftonVilla),
      [`GET ${projectPath}/meetings`]: () =>
        Response.json([
          meeting({ id: "1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a", title: "Site visit", scheduledAt: "2026-01-10T09:00:00.000Z", status: "completed" }),
          meeting({}),
        ]),
    });
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });

    openTab("Meetings");

    const upcoming = (await screen.findByRole("heading", { name: "Upcoming Meetings" })).closest("section");
    const past = screen.getByRole("heading", { name: "Past Meetings" }).closest("section");
    if (!upcoming || !past) throw new Error("the meeting lists are missing");
    const presentation = within(upcoming).getByRole("article", { name: "Concept presentation" });
    expect(within(presentation).getByRole("button", { name: "Join Meeting" }).getAttribute("aria-disabled")).toBe("true");
    const visit = within(past).getByRole("article", { name: "Site visit" });
    expect(within(visit).queryByRole("button", { name: "Join Meeting" })).toBeNull();
    expect(within(visit).getByText("Jan 10, 11:00")).toBeTruthy();
  });

  it("shows the empty prompt in Design when there are no rooms", async () => {
    renderProject({
      [`GET ${projectPath}`]: () => Response.json(cliftonVilla),
      [`GET ${projectPath}/rooms`]: () => Response.json([]),
      [`GET ${projectPath}/images`]: () => Response.json([]),
    });
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });

    openTab("Design");

    expect(await screen.findByText("No rooms yet")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Project Photos" })).toBeTruthy();
    expect(await screen.findByText("No photos yet")).toBeTruthy();
    expect(screen.getByLabelText("Upload photos")).toBeTruthy();
    expect(screen.getByText("PNG or JPG up to 10MB")).toBeTruthy();
  });

  it("lists each room with its items in Design", async () => {
    renderProject({
      [`GET ${projectPath}`]: () => Response.json(cliftonVilla),
      [`GET ${projectPath}/rooms`]: () => Response.json([mainLounge]),
      [`GET ${projectPath}/images`]: () => Response.json([]),
      [`GET /api/rooms/${mainLounge.id}/items`]: () => Response.json([]),
    });
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });

    openTab("Design");

    const room = await screen.findByRole("region", { name: "Main Lounge" });
    expect(within(room).getByRole("link", { name: "Main Lounge" }).getAttribute("href")).toBe(`/rooms/${mainLounge.id}`);
    expect(within(room).getByText(/R 56,000\.00/)).toBeTruthy();
    expect(await within(room).findByText("No items yet")).toBeTruthy();
  });
});

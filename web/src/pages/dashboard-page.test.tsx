import type { DashboardStats } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve, type Routes as GatewayRoutes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { DashboardPage } from "./dashboard-page";

const stats: DashboardStats = {
  activeProjects: 4,
  totalRevenue: "1250000.00",
  revenueBasis: "approved_quotes",
  pendingApprovals: 2,
  trends: { activeProjects: { percentChange: 12 }, totalRevenue: { percentChange: null }, pendingApprovals: { percentChange: -25 } },
};

function renderDashboard(routes: GatewayRoutes) {
  const fetchMock = serve(routes);
  renderWithProviders(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/projects/:id" element={<h1>Project workspace</h1>} />
    </Routes>,
  );
  return fetchMock;
}

function statCard(label: string): HTMLElement {
  const card = screen.getByText(label).closest("dl");
  if (!card) throw new Error(`no stat card ${label}`);
  return card;
}

describe("DashboardPage", () => {
  it("shows the three stats with their real trends", async () => {
    renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([cliftonVilla]),
    });

    await screen.findByText("Active Projects");
    expect(within(statCard("Active Projects")).getByText("4")).toBeTruthy();
    expect(within(statCard("Active Projects")).getByText("+12% from last month")).toBeTruthy();
    expect(within(statCard("Total Revenue")).getByText("R 1,250,000.00")).toBeTruthy();
    expect(within(statCard("Total Revenue")).getByText("No data from last month")).toBeTruthy();
    expect(within(statCard("Pending Approvals")).getByText("2")).toBeTruthy();
    expect(within(statCard("Pending Approvals")).getByText("Requires attention")).toBeTruthy();
    expect(within(statCard("Pending Approvals")).getByText("\u221225% from last month")).toBeTruthy();
  });

  it("shows no Total Revenue to a member the answer leaves it out for", async () => {
    const { totalRevenue: _total, revenueBasis: _basis, trends: { totalRevenue: _trend, ...trends }, ...withoutRevenue } = stats;
    renderDashboard({
      "GET /api/dashboard/stats": () => Response.json({ ...withoutRevenue, trends }),
      "GET /api/projects": () => Response.json([cliftonVilla]),
    });

    await screen.findByText("Active Projects");
    expect(within(statCard("Pending Approvals")).getByText("2")).toBeTruthy();
    expect(screen.queryByText("Total Revenue")).toBeNull();
  });

  it("lists the projects as links to their workspaces", async () => {
    renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([cliftonVilla, { ...cliftonVilla, id: "7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b", code: null, title: "Sea Point Loft" }]),
    });

    const link = await screen.findByRole("link", { name: /Clifton Villa/ });
    expect(link.getAttribute("href")).toBe(`/projects/${cliftonVilla.id}`);
    expect(within(link).getByText(/ATL-2026-014/)).toBeTruthy();
    expect(within(link).getByText("R 1,250,000.00")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /Sea Point Loft/ })).getByText(/TBD/)).toBeTruthy();
  });

  it("tells a visitor whose session ended to log in again", async () => {
    renderDashboard({
      "GET /api/dashboard/stats": () => Response.json({ message: "Not authenticated" }, { status: 401 }),
      "GET /api/projects": () => Response.json({ message: "Not authenticated" }, { status: 401 }),
    });

    expect((await screen.findAllByText("Session expired")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please log in again.").length).toBeGreaterThan(0);
  });

  it("creates a project from the New Project button and opens it", async () => {
    const fetchMock = renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([]),
      "POST /api/projects": () => Response.json(cliftonVilla, { status: 201 }),
    });

    fireEvent.click(await screen.findByRole("button", { name: "New Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    fireEvent.change(within(dialog).getByLabelText("Project Name"), { target: { value: "Clifton Villa" } });
    fireEvent.change(within(dialog).getByLabelText("Client Name"), { target: { value: "Naledi Khumalo" } });
    fireEvent.change(within(dialog).getByLabelText("Client Email"), { target: { value: "naledi@example.co.za" } });
    const budget = within(dialog).getByLabelText<HTMLInputElement>("Budget (ZAR)");
    fireEvent.change(budget, { target: { value: "R 1 250 000" } });
    fireEvent.blur(budget);
    expect(budget.value).toBe("R 1,250,000.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Project" }));

    expect(await screen.findByRole("heading", { name: "Project workspace" })).toBeTruthy();
    expect(screen.getByText("Project Created")).toBeTruthy();
    expect(screen.getByText("Your new project has been created successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST /api/projects")).toEqual([
      expect.objectContaining({ name: "Clifton Villa", budget: "1250000.00", startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    ]);
  });

  it("requires the project's name, client, e-mail and budget", async () => {
    const fetchMock = renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([]),
    });

    fireEvent.click(await screen.findByRole("button", { name: "New Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Project" }));

    expect(await within(dialog).findByText("Project name is required")).toBeTruthy();
    expect(within(dialog).getByText("Client name is required")).toBeTruthy();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeTruthy();
    expect(within(dialog).getByText(/^Budget must be/)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST /api/projects")).toEqual([]);
  });

  it("reads a budget typed with a decimal comma, and explains one that could be read two ways", async () => {
    const fetchMock = renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([]),
    });

    fireEvent.click(await screen.findByRole("button", { name: "New Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    const budget = within(dialog).getByLabelText<HTMLInputElement>("Budget (ZAR)");
    fireEvent.change(budget, { target: { value: "2 500 000,50" } });
    fireEvent.blur(budget);
    expect(budget.value).toBe("R 2,500,000.50");

    fireEvent.change(budget, { target: { value: "2 500,000" } });
    fireEvent.blur(budget);
    expect(budget.value).toBe("2 500,000");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Project" }));

    expect(await within(dialog).findByText("Budget could be read two ways: put a comma or point only before the cents, e.g. R 2 500 000,00")).toBeTruthy();
    expect(budget.getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, "POST /api/projects")).toEqual([]);
  });

  it("shows the server's message when creating fails", async () => {
    renderDashboard({
      "GET /api/dashboard/stats": () => Response.json(stats),
      "GET /api/projects": () => Response.json([]),
      "POST /api/projects": () => Response.json({ message: "The studio has reached its project limit" }, { status: 409 }),
    });

    fireEvent.click(await screen.findByRole("button", { name: "New Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create Project" });
    fireEvent.change(within(dialog).getByLabelText("Project Name"), { target: { value: "Clifton Villa" } });
    fireEvent.change(within(dialog).getByLabelText("Client Name"), { target: { value: "Naledi Khumalo" } });
    fireEvent.change(within(dialog).getByLabelText("Client Email"), { target: { value: "naledi@example.co.za" } });
    fireEvent.change(within(dialog).getByLabelText("Budget (ZAR)"), { target: { value: "500000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Project" }));

    expect(await screen.findByText("The studio has reached its project limit")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Create Project" })).toBeTruthy();
  });
});

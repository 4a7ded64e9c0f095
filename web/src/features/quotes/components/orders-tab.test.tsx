import type { CostBreakdown, ProfitAnalysis } from "@atelier/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { listedQuote, quoteId } from "@/features/quotes/test/quote-fixtures";
import { cliftonVilla, job, jobId, thandi, thandiAs } from "@/test/fixtures";
import { sentBodies, serve, type Routes as GatewayRoutes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { OrdersTab } from "./orders-tab";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const projectPath = `/api/projects/${cliftonVilla.id}`;

const noProfit: ProfitAnalysis = {
  grossMargin: null,
  netMargin: null,
  laborCosts: null,
  materialCosts: null,
  deliveryCosts: null,
  markup: null,
  revenue: null,
  grossProfit: null,
  overheadPercent: 10,
  invoiced: null,
  basis: null,
};

function renderOrders(routes: GatewayRoutes) {
  const fetchMock = serve({
    [`GET ${projectPath}/cost-breakdown`]: () => Response.json([] satisfies CostBreakdown),
    [`GET ${projectPath}/profit-analysis`]: () => Response.json(noProfit),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/:id" element={<OrdersTab projectId={cliftonVilla.id} />} />
      <Route path="/projects/:id/quotes/:quoteId" element={<p>Quote editor</p>} />
    </Routes>,
    { path: `/projects/${cliftonVilla.id}` },
  );
  return fetchMock;
}

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    listedQuote({ id: `${index}e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918`, number: `Q-2026-000${index + 1}`, status: index === 1 ? "approved" : "draft" }),
  );

describe("Orders tab", () => {
  it("shows what the studio pays (supplier orders, costs and margins) to a role that may see it, and a viewer the quotes alone", async () => {
    const orders = { [`GET ${projectPath}/quotes`]: () => Response.json(numbered(1)), [`GET ${projectPath}/purchase-orders`]: () => Response.json({ purchaseOrders: [], toOrder: [] }) };
    renderOrders({ ...orders, "GET /api/user": () => Response.json(thandi) });
    expect(await screen.findByRole("region", { name: "Purchase Orders" })).toBeTruthy();
    cleanup();

    const fetchMock = renderOrders({ ...orders, "GET /api/user": () => Response.json(thandiAs("viewer")) });
    expect(await screen.findByRole("region", { name: "Quotes" })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/user")).toBe(true));
    expect(screen.queryByRole("region", { name: "Purchase Orders" })).toBeNull();
    expect(fetchMock.mock.calls.filter(([input]) => /purchase-orders|cost-breakdown|profit-analysis/.test(String(input)))).toEqual([]);
  });

  it("lists the latest 5 quotes with status, total and valid-until, and the rest behind Show all", async () => {
    renderOrders({ [`GET ${projectPath}/quotes`]: () => Response.json(numbered(7)) });

    const quotes = await screen.findByRole("region", { name: "Quotes" });
    const rows = await within(quotes).findAllByRole("row");
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getByRole("link", { name: "Open quote Q-2026-0001, version 1" }).getAttribute("href")).toBe(`/projects/${cliftonVilla.id}/quotes/0e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918`);
    expect(within(rows[1]!).getByText("R 86,825.00")).toBeTruthy();
    expect(within(rows[1]!).getByText("Dec 23, 2026")).toBeTruthy();
    expect(within(rows[2]!).getByText("Approved")).toBeTruthy();

    fireEvent.click(within(quotes).getByRole("button", { name: "Show all 7 quotes" }));
    expect(within(quotes).getAllByRole("row")).toHaveLength(8);
  });

  it("creates the first quote from the empty state, follows the job and opens the new quote", async () => {
    const fetchMock = renderOrders({
      [`GET ${projectPath}/quotes`]: () => Response.json([]),
      [`POST ${projectPath}/generate-quote`]: () => Response.json({ jobId }, { status: 202 }),
      [`GET /api/jobs/${jobId}`]: () => Response.json(job("completed", { progress: 100, result: { quoteId, number: "Q-2026-0007", lines: 4, total: "86825.00" } })),
    });

    fireEvent.click(await screen.findByRole("button", { name: "Create Quote" }));

    expect(await screen.findByText("Quote Generated")).toBeTruthy();
    expect(screen.getByText("Q-2026-0007: 4 lines, R 86,825.00 incl. VAT.")).toBeTruthy();
    expect(await screen.findByText("Quote editor")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${projectPath}/generate-quote`)).toHaveLength(1);
  });

  it("tells the reason when the quote could not be generated", async () => {
    renderOrders({
      [`GET ${projectPath}/quotes`]: () => Response.json([]),
      [`POST ${projectPath}/generate-quote`]: () => Response.json({ jobId }, { status: 202 }),
      [`GET /api/jobs/${jobId}`]: () => Response.json(job("failed", { failedReason: "Project not found" })),
    });

    fireEvent.click(await screen.findByRole("button", { name: "Create Quote" }));

    expect(await screen.findByText("Quote Generation Failed")).toBeTruthy();
    expect(screen.getByText("Project not found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Quote" }).hasAttribute("disabled")).toBe(false);
  });
});

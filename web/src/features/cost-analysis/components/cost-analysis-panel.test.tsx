import type { CategoryCost, ProfitAnalysis } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { CostAnalysisPanel } from "./cost-analysis-panel";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const projectPath = `/api/projects/${cliftonVilla.id}`;

const item = (name: string, totalCost: string) => ({ name, quantity: 1, supplier: "Weylandts", totalCost });

const furniture: CategoryCost = {
  category: "furniture",
  budgetAllocated: "100000.00",
  budgetSet: true,
  estimatedCost: "125500.00",
  committedCost: "98000.00",
  actualCost: "60000.00",
  variance: "-25500.00",
  items: [item("Sofa", "60000.00"), item("Dining table", "40000.00"), item("Armchair", "15500.00"), item("Side table", "6000.00"), item("Stool", "4000.00")],
};
const lighting: CategoryCost = {
  category: "lighting",
  budgetAllocated: "30000.00",
  budgetSet: false,
  estimatedCost: "10000.00",
  committedCost: "0.00",
  actualCost: "0.00",
  variance: "20000.00",
  items: [item("Pendant", "10000.00")],
};

const profit: ProfitAnalysis = {
  grossMargin: 20,
  netMargin: 10,
  laborCosts: "3600.00",
  materialCosts: "56400.00",
  deliveryCosts: "0.00",
  markup: 25,
  revenue: "75500.00",
  grossProfit: "15100.00",
  overheadPercent: 10,
  invoiced: null,
  basis: { quoteId: "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918", number: "Q-2026-0007", version: 2, status: "sent", reason: "latest" },
};

function renderPanel(analysis = profit) {
  const fetchMock = serve({
    [`GET ${projectPath}/cost-breakdown`]: () => Response.json([furniture, lighting]),
    [`GET ${projectPath}/profit-analysis`]: () => Response.json(analysis),
    [`PUT ${projectPath}/category-budgets`]: () => Response.json([{ ...lighting, budgetAllocated: "12000.00", budgetSet: true, variance: "2000.00" }, furniture]),
  });
  renderWithProviders(<CostAnalysisPanel projectId={cliftonVilla.id} />);
  return fetchMock;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });

describe("Cost Analysis & Quotes", () => {
  it("sums the budget, the estimated, committed and ordered cost in Overview, and the variance against the estimate", async () => {
    renderPanel();

    /** The figure a stat card's label defines. */
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    await screen.findByText("Budget", { selector: "dt" });
    expect(figure("Budget")).toBe("R 130,000.00");
    expect(figure("Estimated Cost")).toBe("R 135,500.00");
    expect(figure("Committed")).toBe("R 98,000.00");
    expect(figure("Actual Cost")).toBe("R 60,000.00");
    expect(figure("Variance")).toBe("-R 5,500.00");
    expect(screen.getByText("Over budget (budget less estimated cost)")).toBeTruthy();
  });

  it("shows each category's first 3 items and how many more", async () => {
    renderPanel();
    openTab("Breakdown");

    const category = await screen.findByRole("region", { name: "Furniture" });
    expect(within(category).getAllByRole("listitem")).toHaveLength(3);
    expect(within(category).getByText("+2 more")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Lighting" })).queryByText(/more/)).toBeNull();
  });

  it("rounds the budget used, caps the bar at 100% and marks a category over budget", async () => {
    renderPanel();
    openTab("Budget vs Actual");

    const furnitureBar = await screen.findByRole("meter", { name: "Furniture budget used" });
    expect(furnitureBar.getAttribute("aria-valuenow")).toBe("100");
    expect(furnitureBar.getAttribute("aria-valuetext")).toBe("126%, over budget");
    expect(screen.getByRole("meter", { name: "Lighting budget used" }).getAttribute("aria-valuetext")).toBe("33%, under budget");
  });

  it("sets a category's budget", async () => {
    const fetchMock = renderPanel();
    openTab("Budget vs Actual");

    fireEvent.click(await screen.findByRole("button", { name: "Set Lighting budget" }));
    const dialog = screen.getByRole("dialog", { name: "Lighting Budget" });
    fireEvent.change(within(dialog).getByLabelText("Budget (ZAR)"), { target: { value: "12000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Budget" }));

    expect(await screen.findByText("Budget Updated")).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${projectPath}/category-budgets`)).toEqual([{ budgets: [{ category: "lighting", amount: "12000" }] }]);
    expect(screen.getByRole("meter", { name: "Lighting budget used" }).getAttribute("aria-valuetext")).toBe("83%, under budget");
  });

  it("shows the margins against the industry average and the quote they come from", async () => {
    renderPanel();
    openTab("Profit Analysis");

    expect(await screen.findByText("Based on Q-2026-0007 version 2, the latest quote (sent); no quote is approved yet.")).toBeTruthy();
    expect(screen.getAllByText("Industry avg: 25%").length).toBeGreaterThan(0);
    expect(screen.getByText("R 3,600.00")).toBeTruthy();
    expect(screen.getByText("25.0%")).toBeTruthy();
  });

  it("shows what is invoiced to date, the profit on it and what the client paid, once invoices are issued", async () => {
    const invoiced = { revenue: "40000.00", designFees: "2250.00", costOfSales: "30200.00", grossProfit: "9800.00", grossMargin: 24.5, received: "23000.00", outstanding: "23000.00" };
    renderPanel({ ...profit, invoiced });
    openTab("Profit Analysis");

    const section = await screen.findByRole("region", { name: "Invoiced to date" });
    expect(within(section).getByText("R 40,000.00")).toBeTruthy();
    expect(within(section).getByText("Before VAT, less credit notes; design fees R 2,250.00")).toBeTruthy();
    expect(within(section).getByText("24.5% after R 30,200.00 of costs")).toBeTruthy();
    expect(within(section).getByText("R 23,000.00 still owed, with VAT")).toBeTruthy();
  });
});

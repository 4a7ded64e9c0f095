import { studioDay, type Receivables } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serve } from "@/test/gateway";
import { lastMonth } from "@/features/receivables/components/export-dialog";
import { renderWithProviders } from "@/test/providers";
import { AccountsPage } from "./accounts-page";

const nothing = { current: "0.00", days30: "0.00", days60: "0.00", days90: "0.00" };
const receivables: Receivables = {
  asOf: "2026-11-28",
  totals: { balance: "3400.00", overdue: "1150.00", ageing: { ...nothing, current: "2300.00", days60: "1150.00" }, credit: "50.00" },
  accounts: [
    {
      projectId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70",
      projectTitle: "Bishopscourt villa with a long name for a phone",
      projectCode: "ATL-2026-014",
      clientName: "Thandiwe Mokoena-van der Westhuizen",
      balance: "1150.00",
      overdue: "1150.00",
      daysOverdue: 63,
      ageing: { ...nothing, days60: "1150.00" },
      credit: "0.00",
    },
    { projectId: "4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", projectTitle: "Credit house", projectCode: null, clientName: null, balance: "-50.00", overdue: "0.00", daysOverdue: 0, ageing: nothing, credit: "50.00" },
  ],
};

describe("the studio's Accounts page", () => {
  it("shows what clients owe by age, the longest overdue first, each leading to the project's accounts", async () => {
    serve({ "GET /api/accounts/receivables": () => Response.json(receivables) });
    renderWithProviders(<AccountsPage />, { path: "/accounts" });
    const accounts = await screen.findByRole("list", { name: "Client accounts" });
    const [late, credit] = within(accounts).getAllByRole("listitem");
    expect(within(late!).getByRole("link", { name: "Thandiwe Mokoena-van der Westhuizen" }).getAttribute("href")).toBe("/projects/3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70/accounts");
    expect(within(late!).getByText("63 days overdue")).toBeTruthy();
    expect(within(late!).getByLabelText("Balance R 1,150.00")).toBeTruthy();
    expect(within(credit!).getByRole("link", { name: "No client named" })).toBeTruthy();
    expect(within(credit!).getByText("Credit R 50.00")).toBeTruthy();
    expect(within(credit!).queryByText(/overdue/)).toBeNull();
    expect(screen.getByText("Balance Due").nextElementSibling?.textContent).toBe("R 3,400.00");
    expect(screen.getByText("Overdue").nextElementSibling?.textContent).toBe("R 1,150.00");
  });

  it("says nothing is owed when no client owes anything", async () => {
    serve({ "GET /api/accounts/receivables": () => Response.json({ ...receivables, totals: { balance: "0.00", overdue: "0.00", ageing: nothing, credit: "0.00" }, accounts: [] }) });
    renderWithProviders(<AccountsPage />, { path: "/accounts" });
    expect(await screen.findByText("Nothing owed")).toBeTruthy();
  });
});

describe("Export for Bookkeeper", () => {
  it("says what last month's export holds, warns of documents exported before, and links the CSV", async () => {
    const { from, to } = lastMonth(studioDay(new Date(), "Africa/Johannesburg"));
    const summaryRoute = `GET /api/accounts/export/summary?format=xero&from=${from}&to=${to}`;
    serve({
      "GET /api/accounts/receivables": () => Response.json(receivables),
      [summaryRoute]: () => Response.json({ invoices: 12, creditNotes: 1, alreadyExported: 3, lastExportedAt: "2026-11-02T08:30:00.000Z" }),
    });
    renderWithProviders(<AccountsPage />, { path: "/accounts" });
    fireEvent.click(await screen.findByRole("button", { name: "Export" }));
    const dialog = await screen.findByRole("dialog", { name: "Export for Bookkeeper" });
    expect(await within(dialog).findByText("12 invoices and 1 credit note.")).toBeTruthy();
    expect(within(dialog).getByText(/3 of these were exported before, last on /)).toBeTruthy();
    const link = within(dialog).getByRole("link", { name: "Export Again" });
    expect(link.getAttribute("href")).toBe(`/api/accounts/export?format=xero&from=${from}&to=${to}`);
  });
});

describe("lastMonth", () => {
  it("is the whole month before, across a year's end and a leap February", () => {
    expect(lastMonth("2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(lastMonth("2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});

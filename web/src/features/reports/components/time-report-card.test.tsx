import type { TimeReport } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, thandi } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { TimeReportCard } from "./time-report-card";

const hours = { minutes: 150, billableMinutes: 120, billedMinutes: 90, unbilledMinutes: 30 };
const report: TimeReport = {
  from: "2026-11-01",
  to: "2026-11-28",
  totals: { ...hours, feesInvoiced: "1800.00", effectiveHourlyRate: "720.00" },
  byProject: [{ projectId: cliftonVilla.id, projectTitle: cliftonVilla.title, ...hours, feesInvoiced: "1800.00", effectiveHourlyRate: "720.00" }],
  byPerson: [{ userId: thandi.id, name: "Thandi Nkosi", ...hours }],
  profit: { designFees: "1800.00", merchandiseMargin: "3000.00" },
};
const empty: TimeReport = { ...report, from: "2026-10-01", to: "2026-10-31", totals: { minutes: 0, billableMinutes: 0, billedMinutes: 0, unbilledMinutes: 0, feesInvoiced: "0.00", effectiveHourlyRate: null }, byProject: [], byPerson: [], profit: { designFees: "0.00", merchandiseMargin: "0.00" } };

function renderCard() {
  const fetchMock = serve({
    "GET /api/user": () => Response.json(thandi),
    "GET /api/reports/time": () => Response.json(report),
    "GET /api/reports/time?from=2026-10-01&to=2026-10-31": () => Response.json(empty),
    "GET /api/reports/time?from=2026-10-01": () => Response.json({ ...empty, to: "2026-11-28" }),
  });
  renderWithProviders(<TimeReportCard />);
  return fetchMock;
}

describe("the Accounts page's Time and Fees", () => {
  it("shows the month so far by project and person, with the fees, their hourly worth and the profit apart from merchandise", async () => {
    renderCard();
    const card = await screen.findByRole("region", { name: "Time and Fees" });
    expect(await within(card).findByText("From 2026-11-01 to 2026-11-28")).toBeTruthy();
    const byProject = within(card).getByRole("table", { name: "By project" });
    expect(within(byProject).getByRole("row", { name: /Clifton/ }).textContent).toBe(`${cliftonVilla.title}2 h 30 min2 h1 h 30 min30 minR 1,800.00R 720.00`);
    expect(within(within(card).getByRole("table", { name: "By person" })).getByRole("row", { name: /Thandi Nkosi/ }).textContent).toBe("Thandi Nkosi2 h 30 min2 h1 h 30 min30 min");
    expect(within(card).getByText(/R 1,800.00 from design fees and R 3,000.00 margin on merchandise/)).toBeTruthy();
  });

  it("reports the days chosen, and says so when nothing was kept or invoiced in them", async () => {
    const fetchMock = renderCard();
    const card = await screen.findByRole("region", { name: "Time and Fees" });
    await within(card).findByText("From 2026-11-01 to 2026-11-28");
    fireEvent.change(within(card).getByLabelText("From"), { target: { value: "2026-10-01" } });
    fireEvent.change(within(card).getByLabelText("To"), { target: { value: "2026-10-31" } });
    expect(await within(card).findByText("No time or fees")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain("/api/reports/time?from=2026-10-01&to=2026-10-31");
  });
});

import type { ProjectFees, ProjectTime, TimeEntry, Timer } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, thandi, thandiAs } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { TimeCard } from "./time-card";

const timeRoute = `/api/projects/${cliftonVilla.id}/time-entries`;
const feesRoute = `/api/projects/${cliftonVilla.id}/fees`;
const hourly: ProjectFees = { basis: "hourly", fixedFee: null, procurementPercent: null, procurementValue: "0.00", feeEarned: null, feeBilled: "0.00", feeToBill: null };

const entry = (fields: Partial<TimeEntry>): TimeEntry => ({
  id: "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01",
  projectId: cliftonVilla.id,
  userId: thandi.id,
  userName: "Thandi Nkosi",
  date: "2026-11-27",
  minutes: 90,
  activity: "design",
  note: "Lounge layouts",
  billable: true,
  invoiceId: null,
  createdAt: "2026-11-27T15:00:00.000Z",
  ...fields,
});

const colleagues = entry({ id: "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02", userId: "5a3f1a52-0000-4000-8000-0000000000c1", userName: "Sipho Dlamini", minutes: 45, activity: "site_visit", note: null });
const billed = entry({ id: "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e03", minutes: 30, invoiceId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" });

function renderCard(entries: TimeEntry[], timer: Timer, routes: Routes = {}, user = thandi) {
  const sum = (kept: TimeEntry[]) => kept.reduce((total, each) => total + each.minutes, 0);
  const billable = entries.filter((each) => each.billable);
  const time: ProjectTime = { entries, totals: { minutes: sum(entries), billableMinutes: sum(billable), unbilledMinutes: sum(billable.filter((each) => !each.invoiceId)) } };
  const fetchMock = serve({
    "GET /api/user": () => Response.json(user),
    [`GET ${timeRoute}`]: () => Response.json(time),
    "GET /api/timer": () => Response.json(timer),
    [`GET ${feesRoute}`]: () => Response.json(hourly),
    ...routes,
  });
  renderWithProviders(<TimeCard projectId={cliftonVilla.id} />);
  return fetchMock;
}

describe("the project's Time card", () => {
  it("says so when no time is kept yet", async () => {
    renderCard([], null);
    expect(await screen.findByText("No time kept yet")).toBeTruthy();
  });

  it("lists everyone's time with its totals, and offers to delete only the member's own time an invoice does not bill", async () => {
    renderCard([entry({}), colleagues, billed], null, {}, thandiAs("designer"));
    const list = await screen.findByRole("list", { name: "Time entries" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual(["1 h 30 min · Design", "45 min · Site Visit", "30 min · Design"]);
    expect(screen.getByText("2 h 45 min in all · 2 h 15 min billable, not yet billed")).toBeTruthy();
    expect(within(rows[2]!).getByText("Billed")).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: /^Delete 1 h 30 min of design/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(within(rows[2]!).queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("starts the member's timer with the chosen activity, and stops a running one", async () => {
    const startRoute = `POST /api/projects/${cliftonVilla.id}/timer`;
    const fetchMock = renderCard([], null, { [startRoute]: () => Response.json({ projectId: cliftonVilla.id, projectTitle: cliftonVilla.title, activity: "procurement", note: null, startedAt: new Date().toISOString() }, { status: 201 }) });
    fireEvent.change(await screen.findByLabelText("Activity"), { target: { value: "procurement" } });
    fireEvent.click(screen.getByRole("button", { name: "Start Timer" }));
    await waitFor(() => expect(sentBodies(fetchMock, startRoute)).toEqual([{ activity: "procurement" }]));
  });

  it("shows the running timer's time and stops it into an entry", async () => {
    const startedAt = new Date(Date.now() - (7 * 60 + 5) * 1000).toISOString();
    const fetchMock = renderCard([], { projectId: cliftonVilla.id, projectTitle: cliftonVilla.title, activity: "design", note: null, startedAt }, {
      "POST /api/timer/stop": () => Response.json(entry({ minutes: 7 }), { status: 201 }),
    });
    expect((await screen.findByRole("timer", { name: "Time on the timer" })).textContent).toMatch(/^0:07:0[5-7]$/);
    fireEvent.click(screen.getByRole("button", { name: "Stop Timer" }));
    expect(await screen.findByText("Time logged")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === "POST" && String(input) === "/api/timer/stop")).toBe(true);
  });

  it("points to the project the member's timer runs on instead of starting a second", async () => {
    renderCard([], { projectId: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e04", projectTitle: "Llandudno Beach House", activity: "design", note: null, startedAt: new Date().toISOString() });
    expect(await screen.findByRole("link", { name: "Llandudno Beach House" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start Timer" })).toBeNull();
  });

  it("logs time already spent, today unless told otherwise", async () => {
    const fetchMock = renderCard([], null, { [`POST ${timeRoute}`]: () => Response.json(entry({ minutes: 45 }), { status: 201 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Log Time" }));
    const dialog = screen.getByRole("dialog", { name: "Log Time" });
    fireEvent.change(within(dialog).getByLabelText("Minutes"), { target: { value: "45" } });
    fireEvent.change(within(dialog).getByLabelText("Activity"), { target: { value: "site_visit" } });
    fireEvent.click(within(dialog).getByLabelText("Billable to the client"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Log Time" }));

    expect(await screen.findByText("Time logged")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${timeRoute}`)).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), minutes: 45, activity: "site_visit", note: null, billable: false }]);
  });

  it("offers a viewer the time, and neither the timer nor Log Time", async () => {
    renderCard([entry({})], null, {}, thandiAs("viewer"));
    expect(await screen.findByRole("list", { name: "Time entries" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log Time" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start Timer" })).toBeNull();
  });

  it("bills the unbilled time on a draft fee invoice after saying what will happen, for one who may bill", async () => {
    const billRoute = `POST ${timeRoute}/bill`;
    const fetchMock = renderCard([entry({}), colleagues], null, { [billRoute]: () => Response.json({}, { status: 201 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Bill Time" }));
    const dialog = screen.getByRole("alertdialog", { name: "Bill Time" });
    expect(within(dialog).getByText(/^2 h 15 min of billable time becomes a draft fee invoice/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Draft Invoice" }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input, init]) => `${init?.method} ${String(input)}` === billRoute)).toHaveLength(1));
  });

  it("offers a designer no billing, and no one billing when all the time is billed", async () => {
    renderCard([entry({})], null, {}, thandiAs("designer"));
    expect(await screen.findByRole("button", { name: "Log Time" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bill Time" })).toBeNull();
  });

  it("shows a fixed fee's billing, bills what is left of it with no time unbilled, and changes the basis with the percent it needs", async () => {
    const fixed: ProjectFees = { ...hourly, basis: "fixed", fixedFee: "120000.00", feeEarned: "120000.00", feeBilled: "40000.00", feeToBill: "80000.00" };
    const fetchMock = renderCard([billed], null, {
      [`GET ${feesRoute}`]: () => Response.json(fixed),
      [`PUT ${feesRoute}`]: () => Response.json({ ...hourly, basis: "procurement", procurementPercent: "12.50" }),
    });
    expect(await screen.findByText("A fixed fee of R 120,000.00 · R 40,000.00 billed · R 80,000.00 to bill")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Bill Time" }));
    expect(within(screen.getByRole("alertdialog", { name: "Bill Time" })).getByText(/^R 80,000.00 of the project's fee becomes a draft fee invoice/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    fireEvent.click(screen.getByRole("button", { name: "Fee Basis" }));
    const dialog = await screen.findByRole("dialog", { name: "Fee Basis" });
    fireEvent.change(within(dialog).getByLabelText("Fee basis"), { target: { value: "procurement" } });
    fireEvent.change(await within(dialog).findByLabelText(/Percent of purchase orders/), { target: { value: "12.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Fee Basis" }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT ${feesRoute}`)).toEqual([{ basis: "procurement", procurementPercent: "12.50" }]));
  });

  it("shows a designer no fee basis", async () => {
    renderCard([entry({})], null, {}, thandiAs("designer"));
    expect(await screen.findByRole("button", { name: "Log Time" })).toBeTruthy();
    expect(screen.queryByText(/Fee basis:/)).toBeNull();
  });
});

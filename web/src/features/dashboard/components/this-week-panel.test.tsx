import type { WeekEntry } from "@atelier/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ThisWeekPanel } from "./this-week-panel";

const entry = (fields: Partial<WeekEntry> & Pick<WeekEntry, "kind" | "title" | "at">): WeekEntry => ({
  id: crypto.randomUUID(),
  status: "scheduled",
  overdue: false,
  projectId: cliftonVilla.id,
  projectTitle: cliftonVilla.title,
  ...fields,
});

const week = (entries: WeekEntry[]) => () => Response.json({ entries });

describe("ThisWeekPanel", () => {
  it("lists what is overdue first, then the week's meetings, installations and deliveries by time, each leading to its tab", async () => {
    serve({
      "GET /api/dashboard/this-week": week([
        entry({ kind: "milestone", title: "Lighting plan due", at: "2026-11-14T08:00:00.000Z", status: "pending", overdue: true }),
        entry({ kind: "meeting", title: "Concept presentation", at: "2026-11-24T08:00:00.000Z" }),
      ]),
      "GET /api/logistics/this-week": week([
        entry({ kind: "delivery", title: "DEL-2026-004", at: "2026-11-23T07:00:00.000Z", status: "in_transit" }),
        entry({ kind: "installation", title: "Pendant installation", at: "2026-11-26T06:00:00.000Z" }),
      ]),
    });
    renderWithProviders(<ThisWeekPanel />);

    const rows = await screen.findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(
      ["Lighting plan due", "DEL-2026-004", "Concept presentation", "Pendant installation"].map((title) => expect.stringMatching(new RegExp(`^${title}`))),
    );
    expect(within(rows[0]!).getByText("Overdue")).toBeTruthy();
    expect(within(rows[0]!).getByText("Milestone · Clifton Villa · Nov 14, 2026")).toBeTruthy();
    expect(within(rows[1]!).getByText("In Transit")).toBeTruthy();
    expect(within(rows[2]!).getByText("Meeting · Clifton Villa · Nov 24, 10:00")).toBeTruthy();
    const project = `/projects/${cliftonVilla.id}`;
    expect(rows.map((row) => within(row).getByRole("link").getAttribute("href"))).toEqual([project, `${project}/delivery`, `${project}/meetings`, `${project}/installations`]);
  });

  it("says so when nothing is booked and nothing is overdue", async () => {
    serve({ "GET /api/dashboard/this-week": week([]), "GET /api/logistics/this-week": week([]) });
    renderWithProviders(<ThisWeekPanel />);

    expect(await screen.findByText("Nothing booked this week")).toBeTruthy();
    expect(screen.getByText("Meetings, installations and deliveries scheduled for this week, and anything overdue, show here.")).toBeTruthy();
  });
});

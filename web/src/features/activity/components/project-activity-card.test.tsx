import type { ActivityEntry, ActivityPage, Team } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, thandi } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProjectActivityCard } from "./project-activity-card";

const feedRoute = `GET /api/projects/${cliftonVilla.id}/activity`;
const sipho = "5a3f1a52-0000-4000-8000-0000000000c1";

const team: Team = {
  members: [
    { id: thandi.id, email: thandi.email, firstName: "Thandi", lastName: "Nkosi", role: "owner", hourlyRate: null, joinedAt: "2026-01-05T08:00:00.000Z" },
    { id: sipho, email: "sipho@nkosi.co.za", firstName: "Sipho", lastName: "Dlamini", role: "designer", hourlyRate: null, joinedAt: "2026-03-02T08:00:00.000Z" },
  ],
  invitations: [],
};

const entry = (index: number, fields: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `7d0e1f2a-3b4c-4d5e-8f6a-${String(index).padStart(12, "0")}`,
  at: "2026-11-28T08:30:00.000Z",
  actor: { kind: "member", userId: thandi.id, name: "Thandi Nkosi", cause: null },
  projectId: cliftonVilla.id,
  projectTitle: cliftonVilla.title,
  record: { type: "item", id: "9a8b7c6d-0000-4000-8000-000000000001", label: "Velvet sofa" },
  action: "updated",
  changes: [{ field: "quantity", label: "Quantity", before: "1", after: "2" }],
  ...fields,
});

const drafted = entry(2, {
  actor: { kind: "system", userId: null, name: "Atelier", cause: "quote.approved" },
  record: { type: "purchase-order", id: "9a8b7c6d-0000-4000-8000-000000000002", label: "PO-2026-0001 to Weavers" },
  action: "created",
  changes: [{ field: "subtotal", label: "Subtotal", before: null, after: "R 24,000.00" }],
});

function renderCard(pages: Record<string, ActivityPage>) {
  const fetchMock = serve({
    "GET /api/user": () => Response.json(thandi),
    "GET /api/team": () => Response.json(team),
    ...Object.fromEntries(Object.entries(pages).map(([query, page]) => [`${feedRoute}${query}`, () => Response.json(page)])),
  });
  renderWithProviders(<ProjectActivityCard projectId={cliftonVilla.id} />);
  return fetchMock;
}

const rowsOf = async () => within(await screen.findByRole("list", { name: "Activity" })).getAllByRole("listitem").filter((row) => row.parentElement?.tagName === "OL");

describe("the project's Activity card", () => {
  it("says who changed what, with each field before and after, and what Atelier did after which event", async () => {
    renderCard({ "": { entries: [entry(1), drafted], next: null } });
    const [changed, auto] = await rowsOf();
    expect(changed!.querySelector("p")?.textContent).toBe("Thandi Nkosi changed item Velvet sofa");
    expect(within(changed!).getByRole("list", { name: "What changed in Velvet sofa" }).textContent).toBe("Quantity: 1 → 2");
    expect(auto!.querySelector("p")?.textContent).toBe("Atelier added supplier order PO-2026-0001 to Weavers");
    expect(within(auto!).getByText(/after quote approved/)).toBeTruthy();
    expect(within(auto!).getByRole("list", { name: /What changed/ }).textContent).toBe("Subtotal: R 24,000.00");
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("narrows to one person and one kind of record, and says when nothing matches", async () => {
    const fetchMock = renderCard({ "": { entries: [entry(1)], next: null }, [`?person=${sipho}&record=purchase-order`]: { entries: [], next: null }, [`?person=${sipho}`]: { entries: [], next: null } });
    await rowsOf();
    fireEvent.change(await screen.findByLabelText("Person"), { target: { value: sipho } });
    fireEvent.change(screen.getByLabelText("Record"), { target: { value: "purchase-order" } });
    expect(await screen.findByText("Nothing matches")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/projects/${cliftonVilla.id}/activity?person=${sipho}&record=purchase-order`);
  });

  it("shows older entries a page at a time, from the last entry shown", async () => {
    renderCard({ "": { entries: [entry(1)], next: entry(1).id }, [`?after=${entry(1).id}`]: { entries: [drafted], next: null } });
    await rowsOf();
    fireEvent.click(screen.getByRole("button", { name: "Show older" }));
    await screen.findByText("PO-2026-0001 to Weavers");
    expect(await rowsOf()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("says so while the project has no activity", async () => {
    renderCard({ "": { entries: [], next: null } });
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });
});

import type { Team, User } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { thandi, thandiAs } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { TeamCard } from "./team-card";

const team: Team = {
  members: [
    { id: thandi.id, email: thandi.email, firstName: "Thandi", lastName: "Nkosi", role: "owner", hourlyRate: null, joinedAt: "2026-01-05T08:00:00.000Z" },
    { id: "5a3f1a52-0000-4000-8000-0000000000c1", email: "sipho@nkosi.co.za", firstName: "Sipho", lastName: "Dlamini", role: "designer", hourlyRate: "1200.00", joinedAt: "2026-03-02T08:00:00.000Z" },
  ],
  invitations: [
    { id: "5a3f1a52-0000-4000-8000-0000000000d1", email: "books@nkosi.co.za", role: "bookkeeper", invitedBy: "Thandi Nkosi", expiresAt: "2026-12-03T08:00:00.000Z", createdAt: "2026-11-26T08:00:00.000Z" },
  ],
};

const rateRoute = `PUT /api/team/members/${team.members[1]!.id}/rate`;

function renderCard(user: User) {
  const fetchMock = serve({
    [rateRoute]: () => Response.json({ ...team.members[1], hourlyRate: "1250.00" }),
    "GET /api/user": () => Response.json(user),
    "GET /api/team": () => Response.json(team),
    "POST /api/team/invitations": () => Response.json({ ...team.invitations[0], id: "5a3f1a52-0000-4000-8000-0000000000d2", email: "zanele@nkosi.co.za", role: "designer" }, { status: 201 }),
  });
  renderWithProviders(<TeamCard />, { path: "/settings" });
  return fetchMock;
}

describe("the Team card", () => {
  it("lets the owner change a member's role, hand over the studio, and invite someone by e-mail", async () => {
    const fetchMock = renderCard(thandi);
    const members = await screen.findByRole("list", { name: "Members" });
    expect(within(members).getByText("You")).toBeTruthy();
    expect((within(members).getByLabelText("Role of Sipho Dlamini") as HTMLSelectElement).value).toBe("designer");
    expect(within(members).queryByLabelText("Role of Thandi Nkosi")).toBeNull();
    expect(within(members).getByRole("button", { name: "Make Sipho Dlamini the owner" })).toBeTruthy();
    const invitations = screen.getByRole("list", { name: "Pending invitations" });
    expect(within(invitations).getByText(/Bookkeeper · invited by Thandi Nkosi · link works until Dec 03, 2026/)).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "Invite Member" }));
    const dialog = screen.getByRole("dialog", { name: "Invite a Team Member" });
    fireEvent.change(within(dialog).getByLabelText("E-mail"), { target: { value: "zanele@nkosi.co.za" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    expect(await screen.findByText("Invitation sent")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST /api/team/invitations")).toEqual([{ email: "zanele@nkosi.co.za", role: "designer" }]);
  });

  it("shows a viewer who is in the studio, and nothing to change", async () => {
    renderCard({ ...thandiAs("viewer"), id: team.members[1]!.id });
    const members = await screen.findByRole("list", { name: "Members" });
    expect(within(members).getByText("Owner")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Invite Member" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /Revoke|Remove|Make|hourly rate/ })).toBeNull();
    expect(within(members).getByText("Billed at R 1,200.00 an hour")).toBeTruthy();
  });

  it("lets the owner set what an hour of a member's time is billed at, the studio's rate when left empty", async () => {
    const fetchMock = renderCard(thandi);
    const members = await screen.findByRole("list", { name: "Members" });
    expect(within(members).getByText("Billed at the studio's rate")).toBeTruthy();
    fireEvent.click(within(members).getByRole("button", { name: "Set the hourly rate of Sipho Dlamini" }));
    const dialog = screen.getByRole("dialog", { name: "Hourly Rate" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Hourly Rate (ZAR)").value).toBe("R 1,200.00");
    fireEvent.change(within(dialog).getByLabelText("Hourly Rate (ZAR)"), { target: { value: "1250" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Rate" }));
    expect(await screen.findByText("Rate saved")).toBeTruthy();
    expect(sentBodies(fetchMock, rateRoute)).toEqual([{ hourlyRate: "1250.00" }]);
  });
});

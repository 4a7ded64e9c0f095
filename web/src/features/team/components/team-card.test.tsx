import type { Team, User } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { thandi, thandiAs } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { TeamCard } from "./team-card";

const team: Team = {
  members: [
    { id: thandi.id, email: thandi.email, firstName: "Thandi", lastName: "Nkosi", role: "owner", joinedAt: "2026-01-05T08:00:00.000Z" },
    { id: "5a3f1a52-0000-4000-8000-0000000000c1", email: "sipho@nkosi.co.za", firstName: "Sipho", lastName: "Dlamini", role: "designer", joinedAt: "2026-03-02T08:00:00.000Z" },
  ],
  invitations: [
    { id: "5a3f1a52-0000-4000-8000-0000000000d1", email: "books@nkosi.co.za", role: "bookkeeper", invitedBy: "Thandi Nkosi", expiresAt: "2026-12-03T08:00:00.000Z", createdAt: "2026-11-26T08:00:00.000Z" },
  ],
};

function renderCard(user: User) {
  const fetchMock = serve({
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
    expect(screen.queryByRole("button", { name: /Revoke|Remove|Make/ })).toBeNull();
  });
});

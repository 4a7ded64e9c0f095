import type { PortalLink } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ClientPortalButton } from "./client-portal-button";

const projectId = cliftonVilla.id;
const linksPath = `/api/projects/${projectId}/portal-tokens`;
const token = "q2Xv9KpL0sTn4cWm7bYd1eRf8hJk3gUa6iOz5xNw2Pl";
const portalUrl = `https://app.atelier.test/client/${projectId}/${token}`;
const activeLink: PortalLink = {
  id: "6b1e2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  createdAt: "2026-11-01T08:00:00.000Z",
  expiresAt: "2099-12-01T08:00:00.000Z",
  lastUsedAt: "2026-11-20T10:15:00.000Z",
  revokedAt: null,
};
const revokedLink: PortalLink = { ...activeLink, id: "7c2f3b4d-5e6f-4a71-9b8c-0d1e2f3a4b5c", lastUsedAt: null, revokedAt: "2026-11-10T08:00:00.000Z" };

function openDialog(routes: Routes) {
  const fetchMock = serve({ [`GET ${linksPath}`]: () => Response.json([activeLink, revokedLink]), ...routes });
  renderWithProviders(<ClientPortalButton projectId={projectId} />);
  fireEvent.click(screen.getByRole("button", { name: "Client Portal" }));
  return { fetchMock, dialog: within(screen.getByRole("dialog", { name: "Client Portal" })) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Client Portal dialog", () => {
  it("says how long a link lasts and what the client can access", () => {
    const { dialog } = openDialog({});

    expect(dialog.getByText("This link expires in 30 days. Your client can access:")).toBeTruthy();
    for (const access of ["Project overview and status", "Room designs and images", "Quote approval with digital signature", "Meeting schedules", "Installation and delivery progress"]) {
      expect(dialog.getByText(access)).toBeTruthy();
    }
  });

  it("generates a link to copy and preview, with its expiry date", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { fetchMock, dialog } = openDialog({
      [`POST /api/projects/${projectId}/portal-token`]: () => Response.json({ portalUrl, expiresAt: "2026-12-23T05:30:00.000Z" }, { status: 201 }),
    });

    fireEvent.click(dialog.getByRole("button", { name: "Generate Link" }));

    expect(await screen.findByText("Client Portal Link Generated")).toBeTruthy();
    expect(screen.getByText("Share this link with your client for project access.")).toBeTruthy();
    expect((dialog.getByLabelText("Client portal link") as HTMLInputElement).value).toBe(portalUrl);
    expect(dialog.getByText("Expires Dec 23, 2026")).toBeTruthy();
    const preview = dialog.getByRole("link", { name: "Preview Portal" });
    expect(preview.getAttribute("href")).toBe(portalUrl);
    expect(preview.getAttribute("target")).toBe("_blank");
    expect(preview.getAttribute("rel")).toContain("noopener");
    expect(sentBodies(fetchMock, `POST /api/projects/${projectId}/portal-token`)).toHaveLength(1);

    fireEvent.click(dialog.getByRole("button", { name: "Copy" }));

    expect(await screen.findByText("Link Copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(portalUrl);
  });

  it("tells the spec's failure when no link could be made", async () => {
    const { dialog } = openDialog({ [`POST /api/projects/${projectId}/portal-token`]: () => Response.json({ message: "Project not found" }, { status: 404 }) });

    fireEvent.click(dialog.getByRole("button", { name: "Generate Link" }));

    expect(await screen.findByText("Failed to generate client portal link. Please try again.")).toBeTruthy();
    expect(dialog.queryByRole("link", { name: "Preview Portal" })).toBeNull();
  });

  it("lists the project's links with when they were made, expire and were last used, and revokes one", async () => {
    let revoked = false;
    const { dialog } = openDialog({
      [`GET ${linksPath}`]: () => Response.json([revoked ? { ...activeLink, revokedAt: "2026-11-23T06:00:00.000Z" } : activeLink, revokedLink]),
      [`DELETE /api/portal-tokens/${activeLink.id}`]: () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
    });

    const list = within(await dialog.findByRole("list", { name: "Portal links" }));
    expect(list.getAllByText("Created Nov 01, 2026 · expires Dec 01, 2099")).toHaveLength(2);
    expect(list.getByText(/^Last used Nov 20, /)).toBeTruthy();
    expect(list.getByText("Not used yet")).toBeTruthy();
    expect(list.getByText("Revoked Nov 10, 2026")).toBeTruthy();
    expect(list.queryByText(new RegExp(token))).toBeNull();

    fireEvent.click(list.getByRole("button", { name: "Revoke the link created Nov 01, 2026" }));

    expect(await screen.findByText("Link Revoked")).toBeTruthy();
    expect(await list.findByText("Revoked Nov 23, 2026")).toBeTruthy();
    expect(list.queryByRole("button", { name: /Revoke/ })).toBeNull();
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { cliftonPortal, portalAccess, portalPath, sentQuote } from "@/features/client-portal/test/portal-fixtures";
import { gateway, isOpen, sent, serverSends } from "@/features/client-portal/test/fake-portal-socket";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ClientPortalPage } from "./client-portal-page";

vi.mock("@/features/client-portal/api/portal-socket", () => import("@/features/client-portal/test/fake-portal-socket"));

/** The portal as the client's link opens it; `search` as a shared link or a reload carries it ("?tab=meetings"). */
function openPortal(answer: () => Response = () => Response.json(cliftonPortal), search = "") {
  const fetchMock = serve({ [`GET ${portalPath}`]: answer });
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/:projectId/:token" element={<ClientPortalPage />} />
    </Routes>,
    { path: `/client/${portalAccess.projectId}/${portalAccess.token}${search}` },
  );
  return { ...view, portalFetches: () => fetchMock.mock.calls.filter(([url]) => String(url) === portalPath).length };
}

describe("the client portal page", () => {
  it("shows the studio, the project, its counters and the Project Status card", async () => {
    openPortal();

    expect(await screen.findByRole("heading", { level: 1, name: "Clifton Villa" })).toBeTruthy();
    expect(document.title).toBe("Clifton Villa · Nkosi Interiors");
    expect(screen.getByText("Nkosi Interiors")).toBeTruthy();
    expect(screen.getByText("Client Portal Access")).toBeTruthy();
    const figures = within(screen.getByRole("region", { name: "Project figures" }));
    const figure = (label: string) => figures.getByText(label).closest("dl")!.querySelector("dd")!.textContent;
    expect([figure("Rooms"), figure("Design Concepts"), figure("Meetings"), figure("Project Total")]).toEqual(["1", "1", "1", "R 22,425.00"]);
    expect(screen.getByRole("heading", { name: "Project Status" })).toBeTruthy();
    expect(screen.getByText("Nov 02, 2026")).toBeTruthy();
  });

  it("says on the Overview which quote awaits the client's approval and takes them to it", async () => {
    openPortal();

    const awaiting = within(await screen.findByRole("region", { name: "A quote awaits your approval" }));
    expect(awaiting.getByText(new RegExp(`^${sentQuote.number} · `))).toBeTruthy();
    fireEvent.click(awaiting.getByRole("link", { name: "Review and approve" }));

    expect(screen.getByRole("tab", { name: "Quotes", selected: true })).toBeTruthy();
    expect(within(screen.getByRole("tabpanel")).getByRole("button", { name: "Approve Quote" })).toBeTruthy();
  });

  it("opens the tab its address names, so a reload or a shared link keeps it", async () => {
    openPortal(undefined, "?tab=meetings");

    expect(await screen.findByRole("tab", { name: "Meetings", selected: true })).toBeTruthy();
    expect(within(screen.getByRole("tabpanel")).getByText("Fabric review")).toBeTruthy();
  });

  it("shows the client's invoices with what is still owed, where to pay with the invoice's reference, and its PDF copy", async () => {
    openPortal(undefined, "?tab=invoices");

    const panel = await screen.findByRole("tabpanel");
    expect(await within(panel).findByLabelText("Balance due R 1,875.00")).toBeTruthy();
    const invoice = within(panel).getByRole("article", { name: "Tax Invoice INV-2026-0001" });
    expect(within(invoice).getByText("Overdue")).toBeTruthy();
    expect(invoice.textContent).toContain("62123456789");
    expect(invoice.textContent).toContain("Use INV-2026-0001 as your payment reference.");
    expect(within(invoice).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`${portalPath}/invoices/6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e/pdf`);
  });

  it("shows times on the studio's clock, not the client's", async () => {
    const inLondon = { ...cliftonPortal, project: { ...cliftonPortal.project, studioTimeZone: "Europe/London" } };
    openPortal(() => Response.json(inLondon), "?tab=meetings");

    expect(await screen.findByText("Dec 01, 09:00 · 60 minutes")).toBeTruthy();
  });

  it("opens each tab: the latest quote first with its lines and totals, rooms' designs, meetings and progress", async () => {
    openPortal();
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    const tab = (name: string) => {
      fireEvent.mouseDown(screen.getByRole("tab", { name }));
      return within(screen.getByRole("tabpanel"));
    };

    const quotes = tab("Quotes");
    const [latest, older] = quotes.getAllByRole("article");
    expect(within(latest!).getByText("Latest Quote")).toBeTruthy();
    expect(within(latest!).getByText("Walnut sofa")).toBeTruthy();
    expect(within(latest!).getByRole("button", { name: "Approve Quote" })).toBeTruthy();
    expect(within(latest!).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`${portalPath}/quotes/${sentQuote.id}/pdf`);
    expect(within(older!).queryByRole("button", { name: "Approve Quote" })).toBeNull();
    expect(within(older!).getByText(/Signed by Pieter van der Merwe on/)).toBeTruthy();
    expect(within(older!).getByRole("link", { name: "Download Certificate" })).toBeTruthy();

    const designs = tab("Designs");
    expect(designs.getByRole("heading", { name: "Main Lounge" })).toBeTruthy();
    fireEvent.click(designs.getByRole("button", { name: /A warm lounge in oak and linen/ }));
    const viewer = within(screen.getByRole("dialog", { name: "Main Lounge" }));
    expect(viewer.getByRole("img").getAttribute("src")).toBe("/objects/lounge.png");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });

    expect(tab("Meetings").getByText("Fabric review")).toBeTruthy();
    const progress = tab("Progress");
    expect(progress.getByText("Sofa install")).toBeTruthy();
    expect(progress.getByText("DEL-2026-001")).toBeTruthy();
    expect(progress.getByText("Driver: Thabo")).toBeTruthy();
    expect(progress.getByText("Brass floor lamp × 2, Oak side table")).toBeTruthy();
  });

  it("shows 'Project Not Found' for a wrong, expired or revoked link, and opens no live connection for it", async () => {
    openPortal(() => Response.json({ message: "Invalid project link or expired access." }, { status: 404 }));

    expect(await screen.findByRole("heading", { name: "Project Not Found" })).toBeTruthy();
    expect(screen.getByText("Invalid project link or expired access.")).toBeTruthy();
    expect(isOpen).toBe(false);
  });

  it("refetches when the gateway refuses to watch, and once the link is revoked says so with the studio's name and contact", async () => {
    let revoked = false;
    const ended = "This link from Nkosi Interiors has expired or been withdrawn. Ask Nkosi Interiors for a new one: hello@nkosi.co.za.";
    openPortal(() => (revoked ? Response.json({ message: ended }, { status: 410 }) : Response.json(cliftonPortal)));
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    revoked = true;
    gateway.watching = false;
    serverSends("connect");

    expect(await screen.findByRole("heading", { name: "This Link Has Ended" })).toBeTruthy();
    expect(screen.getByText(ended)).toBeTruthy();
    expect(isOpen).toBe(false);
  });

  it("says why and offers to try again when the portal cannot be reached", async () => {
    openPortal(() => Response.json({ message: "Too many attempts. Please try again in 15 minutes." }, { status: 429 }));

    expect(await screen.findByRole("heading", { name: "Portal Unavailable" })).toBeTruthy();
    expect(screen.getByText("Too many attempts. Please try again in 15 minutes.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("watches its project with the link on each connect, refetches on a change and after a reconnect, and closes on leaving", async () => {
    const view = openPortal();
    await screen.findByRole("heading", { level: 1, name: "Clifton Villa" });
    serverSends("connect");
    expect(sent).toEqual([["portal.watch", portalAccess]]);
    expect(view.portalFetches()).toBe(1);

    serverSends("portal.changed", { projectId: portalAccess.projectId, records: "meetings" });
    await vi.waitFor(() => expect(view.portalFetches()).toBe(2));
    serverSends("portal.changed", { projectId: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", records: "meetings" });
    serverSends("connect");
    await vi.waitFor(() => expect(view.portalFetches()).toBe(3));
    expect(sent).toHaveLength(2);

    view.unmount();
    expect(isOpen).toBe(false);
  });
});

import type { ProductionItem } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProductionTab } from "./production-tab";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const listPath = `/api/projects/${cliftonVilla.id}/productions`;

const item = (id: string, fields: Partial<ProductionItem>): ProductionItem => ({
  id,
  projectId: cliftonVilla.id,
  quoteLineId: null,
  roomItemId: null,
  roomName: "Lounge",
  name: "Walnut sofa",
  sku: "Q-2026-0007-01",
  quantity: 1,
  status: "pending",
  estimatedCompletion: "2026-12-14",
  overdue: false,
  qrCode: `/projects/${cliftonVilla.id}/production#item-${id}`,
  whereabouts: { stage: "approved", dates: { approved: "2026-11-02T08:00:00.000Z", ordered: null, in_transit: null, delivered: null, installed: null } },
  updatedAt: "2026-11-02T08:00:00.000Z",
  ...fields,
});

const sofa = item("7f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5", {});
const lamp = item("8a2b3c4d-5e6f-4a7b-9c8d-9e0f1a2b3c4d", { name: "Brass floor lamp", sku: "Q-2026-0007-02", status: "in_production", overdue: true });
const rug = item("9b3c4d5e-6f7a-4b8c-ad9e-0f1a2b3c4d5e", { name: "Wool rug", sku: "Q-2026-0007-03", status: "in_production" });

describe("Production tab", () => {
  it("counts the items at each stage and marks the overdue one", async () => {
    serve({ [`GET ${listPath}`]: () => Response.json([sofa, lamp, rug]) });
    renderWithProviders(<ProductionTab projectId={cliftonVilla.id} />);

    const stages = await screen.findByRole("list", { name: "Production stages" });
    expect(within(stages).getAllByRole("listitem").map((stage) => stage.textContent)).toEqual(["1Pending", "2In production", "0Quality check", "0Ready", "0Completed"]);
    expect(screen.getByText(/3 items in production/).textContent).toBe("3 items in production, 1 overdue");
    const lampCard = screen.getByRole("heading", { name: "Brass floor lamp" }).closest("li")!;
    expect(within(lampCard).getByText("Overdue")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Print QR labels" }).getAttribute("href")).toBe(`/api/projects/${cliftonVilla.id}/production-labels`);
  });

  it("moves an item to its next status", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json([sofa]),
      [`POST /api/productions/${sofa.id}/status`]: () => Response.json({ ...sofa, status: "in_production" }),
    });
    renderWithProviders(<ProductionTab projectId={cliftonVilla.id} />);

    fireEvent.click(await screen.findByRole("button", { name: "Mark in production: Walnut sofa" }));
    await vi.waitFor(() => expect(sentBodies(fetchMock, `POST /api/productions/${sofa.id}/status`)).toEqual([{ status: "in_production" }]));
  });

  it("says nothing is in production before a quote is approved, with no labels to print", async () => {
    serve({ [`GET ${listPath}`]: () => Response.json([]) });
    renderWithProviders(<ProductionTab projectId={cliftonVilla.id} />);

    expect(await screen.findByText("Nothing in production yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Print QR labels" })).toBeNull();
  });
});

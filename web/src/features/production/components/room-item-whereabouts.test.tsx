import type { ProductionItem } from "@atelier/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { RoomItemWhereabouts } from "./room-item-whereabouts";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const roomItemId = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";
const noDates = { approved: "2026-11-02T08:00:00.000Z", ordered: null, in_transit: null, delivered: null, installed: null };
const production = (id: string, whereabouts: ProductionItem["whereabouts"]): ProductionItem => ({
  id,
  projectId: cliftonVilla.id,
  quoteLineId: null,
  roomItemId,
  roomName: "Lounge",
  name: "Walnut sofa",
  sku: null,
  quantity: 1,
  status: "in_production",
  estimatedCompletion: null,
  overdue: false,
  qrCode: null,
  whereabouts,
  updatedAt: "2026-11-02T08:00:00.000Z",
});

describe("a room item's whereabouts", () => {
  it("shows the furthest stage of the item's production items, with the date it got there", async () => {
    serve({
      [`GET /api/projects/${cliftonVilla.id}/productions`]: () =>
        Response.json([
          production("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", { stage: "approved", dates: noDates }),
          production("2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", { stage: "delivered", dates: { ...noDates, delivered: "2026-12-03T11:30:00.000Z" } }),
        ]),
    });
    renderWithProviders(<RoomItemWhereabouts projectId={cliftonVilla.id} roomItemId={roomItemId} />);
    expect(await screen.findByText("Delivered Dec 03, 2026")).toBeTruthy();
  });

  it("shows nothing for an item no client has approved", async () => {
    const fetchMock = serve({ [`GET /api/projects/${cliftonVilla.id}/productions`]: () => Response.json([]) });
    const { container } = renderWithProviders(<RoomItemWhereabouts projectId={cliftonVilla.id} roomItemId={roomItemId} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });
});

import type { ProjectPurchaseOrders, PurchaseOrder, Supplier } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { PurchaseOrdersCard } from "./purchase-orders-card";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const listPath = `/api/projects/${cliftonVilla.id}/purchase-orders`;
const orderId = "5b4a3928-1706-4f5e-8d7c-6b5a49382716";
const orderPath = `/api/purchase-orders/${orderId}`;
const mirrorItemId = "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a";
const weavers: Supplier = {
  id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
  name: "Karoo Weavers",
  contactName: null,
  email: null,
  phone: null,
  accountNumber: null,
  leadTimeDays: null,
  archived: false,
  createdAt: "2026-11-01T08:00:00.000Z",
};

function order(status: PurchaseOrder["status"]): PurchaseOrder {
  return {
    id: orderId,
    projectId: cliftonVilla.id,
    quoteId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    number: "PO-2026-0007",
    status,
    supplier: { id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60", name: "Karoo Weavers", email: "orders@karooweavers.co.za" },
    subtotal: "34000.00",
    lineCount: 2,
    sentAt: null,
    sentTo: null,
    sendFailedReason: null,
    acknowledgedAt: null,
    receivedAt: null,
    cancelledAt: null,
    createdAt: "2026-11-23T08:00:00.000Z",
    lines: [
      { id: "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6071", quoteLineId: null, roomItemId: null, roomName: "Lounge", name: "Linen sofa", quantity: 2, unit: "each", unitCost: "12000.00", lineTotal: "24000.00", quantityReceived: 0 },
      { id: "4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f607182", quoteLineId: null, roomItemId: null, roomName: "Dining", name: "Oak chair", quantity: 4, unit: "each", unitCost: "2500.00", lineTotal: "10000.00", quantityReceived: 0 },
    ],
  };
}

function listing(status: PurchaseOrder["status"]): ProjectPurchaseOrders {
  const { lines: _lines, ...summary } = order(status);
  return {
    purchaseOrders: [summary],
    toOrder: [
      {
        quoteLineId: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e",
        quoteId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
        quoteNumber: "Q-2026-0042",
        roomItemId: mirrorItemId,
        roomName: "Lounge",
        name: "Vintage mirror",
        quantity: 1,
        unit: "each",
        unitCost: "9000.00",
        supplierText: "Somebody Unknown",
        supplierId: null,
      },
    ],
  };
}

async function openOrder() {
  const card = await screen.findByRole("region", { name: "Purchase Orders" });
  fireEvent.click(await within(card).findByRole("button", { name: /PO-2026-0007/ }));
  return card;
}

describe("Purchase Orders card", () => {
  it("lists each supplier's order with its status and total, and the approved lines still to order", async () => {
    serve({ [`GET ${listPath}`]: () => Response.json(listing("draft")), [`GET ${orderPath}`]: () => Response.json(order("draft")) });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);

    const card = await openOrder();
    expect(within(card).getByText("Karoo Weavers · 2 lines · R 34,000.00 excl. VAT")).toBeTruthy();
    expect(within(card).getByText("Draft")).toBeTruthy();
    const lines = await within(card).findByRole("list", { name: "Lines of PO-2026-0007" });
    expect(within(lines).getAllByRole("listitem")).toHaveLength(2);
    expect(within(card).getByRole("button", { name: "Send to Supplier" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`${orderPath}/pdf`);
    expect(within(card).getByText("To Order (1)")).toBeTruthy();
    expect(within(card).getByText(/Supplier named: Somebody Unknown/)).toBeTruthy();
  });

  it("asks before mailing an order: the supplier, its address and the order's total, and sends only on Send Order", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing("draft")),
      [`GET ${orderPath}`]: () => Response.json(order("draft")),
      [`POST ${orderPath}/send`]: () => Response.json({ jobId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" }, { status: 202 }),
    });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);
    const card = await openOrder();

    fireEvent.click(await within(card).findByRole("button", { name: "Send to Supplier" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to Supplier" });
    expect(dialog.textContent).toContain("Karoo Weavers");
    expect(dialog.textContent).toContain("orders@karooweavers.co.za");
    expect(dialog.textContent).toContain("2 lines, R 34,000.00 excl. VAT");
    expect(sentBodies(fetchMock, `POST ${orderPath}/send`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Send Order" }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`${orderPath}/send`) && init?.method === "POST")).toBe(true));
    expect(screen.queryByRole("dialog", { name: "Send to Supplier" })).toBeNull();
  });

  it("marks a sent order acknowledged, and records what arrived line by line", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing("sent")),
      [`GET ${orderPath}`]: () => Response.json(order("sent")),
      [`POST ${orderPath}/status`]: () => Response.json(order("acknowledged")),
      [`POST ${orderPath}/receive`]: () => Response.json({ ...order("partly_received"), status: "partly_received" }),
    });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);
    const card = await openOrder();

    fireEvent.click(await within(card).findByRole("button", { name: "Mark Acknowledged" }));
    expect(await screen.findByText("Order Acknowledged")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${orderPath}/status`)).toEqual([{ status: "acknowledged" }]);

    fireEvent.click(within(card).getByRole("button", { name: "Receive" }));
    const dialog = await screen.findByRole("dialog", { name: "Receive PO-2026-0007" });
    fireEvent.change(within(dialog).getByLabelText("Linen sofa (Lounge)"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Received" }));
    expect(await screen.findByText("Items Received")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${orderPath}/receive`)).toEqual([
      {
        lines: [
          { lineId: "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6071", quantityReceived: 2 },
          { lineId: "4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f607182", quantityReceived: 0 },
        ],
      },
    ]);
  });

  it("drafts orders for the lines still to order, and says how many", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing("draft")),
      [`POST ${listPath}`]: () => Response.json({ drafted: 1 }),
    });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);
    const card = await screen.findByRole("region", { name: "Purchase Orders" });
    fireEvent.click(await within(card).findByRole("button", { name: "Draft Orders" }));
    expect(await screen.findByText("Purchase Orders Drafted")).toBeTruthy();
    expect(screen.getByText("1 purchase order was drafted.")).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${listPath}`)).toHaveLength(1);
  });

  it("gives a line still to order the studio's supplier it is ordered from, ready to draft", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () => Response.json(listing("draft")),
      "GET /api/suppliers": () => Response.json([weavers, { ...weavers, id: "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a", name: "Old Mill Timber", archived: true }]),
      [`PUT /api/items/${mirrorItemId}`]: () => Response.json({}),
    });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);
    const card = await screen.findByRole("region", { name: "Purchase Orders" });
    const orderFrom = (await within(card).findByRole("combobox", { name: "Order Vintage mirror from" })) as HTMLSelectElement;
    await vi.waitFor(() => expect([...orderFrom.options].map((option) => option.text)).toEqual(["Choose a supplier", "Karoo Weavers"]));
    fireEvent.change(orderFrom, { target: { value: weavers.id } });
    await vi.waitFor(() => expect(sentBodies(fetchMock, `PUT /api/items/${mirrorItemId}`)).toEqual([{ supplierId: weavers.id }]));
  });

  it("says when there are no purchase orders yet", async () => {
    serve({ [`GET ${listPath}`]: () => Response.json({ purchaseOrders: [], toOrder: [] } satisfies ProjectPurchaseOrders) });
    renderWithProviders(<PurchaseOrdersCard projectId={cliftonVilla.id} />);
    expect(await screen.findByText("No purchase orders yet")).toBeTruthy();
  });
});

import type { Supplier } from "@atelier/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddItemButton, EditItemButton } from "@/features/items/components/item-dialogs";
import { mainLounge, roomItem } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";

function supplier(id: string, name: string, archived = false): Supplier {
  return { id, name, contactName: null, email: null, phone: null, accountNumber: null, leadTimeDays: null, archived, createdAt: "2026-11-01T08:00:00.000Z" };
}

const weavers = supplier("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", "Karoo Weavers");
const oldMill = supplier("8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a", "Old Mill Timber", true);

describe("linking an item to a supplier", () => {
  it("offers the studio's active suppliers when editing an item, and saves the one chosen with the item", async () => {
    const item = roomItem();
    const fetchMock = serve({
      "GET /api/suppliers": () => Response.json([weavers, oldMill]),
      [`PUT /api/items/${item.id}`]: () => Response.json(roomItem({ supplierId: weavers.id })),
    });
    renderWithProviders(<EditItemButton room={mainLounge} item={item} />);
    fireEvent.click(screen.getByRole("button", { name: `Edit ${item.name}` }));

    const select = await screen.findByLabelText("Order From");
    await waitFor(() => expect(select.hasAttribute("disabled")).toBe(false));
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(["No supplier of ours (match the name, or order by hand)", "Karoo Weavers"]);
    fireEvent.change(select, { target: { value: weavers.id } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT /api/items/${item.id}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, `PUT /api/items/${item.id}`)[0]).toMatchObject({ name: "Bouclé sofa", supplierId: weavers.id });
  });

  it("is not offered when adding an item", async () => {
    serve({ "GET /api/suppliers": () => Response.json([weavers]) });
    renderWithProviders(<AddItemButton room={mainLounge} />);
    fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByLabelText("Name")).toBeTruthy();
    expect(screen.queryByLabelText("Order From")).toBeNull();
  });
});

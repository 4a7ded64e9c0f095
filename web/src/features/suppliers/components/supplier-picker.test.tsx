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
const createRoute = `POST /api/rooms/${mainLounge.id}/items`;

async function openAddItem() {
  renderWithProviders(<AddItemButton room={mainLounge} />);
  fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
  const field = (await screen.findByLabelText("Supplier")) as HTMLInputElement;
  return field;
}

describe("an item's supplier", () => {
  it("offers the studio's active suppliers as it is typed, and says when the name is one of them", async () => {
    serve({ "GET /api/suppliers": () => Response.json([weavers, oldMill]) });
    const field = await openAddItem();
    const offered = document.getElementById(field.getAttribute("list")!)!;
    await waitFor(() => expect([...offered.querySelectorAll("option")].map((option) => option.value)).toEqual(["Karoo Weavers"]));

    fireEvent.change(field, { target: { value: " karoo weavers " } });
    expect(await screen.findByText("One of your suppliers: once approved, the item goes on their purchase order.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /to Suppliers$/ })).toBeNull();
  });

  it("adds a name that is not one of the studio's suppliers to them there and then", async () => {
    let suppliers = [weavers];
    const fetchMock = serve({
      "GET /api/suppliers": () => Response.json(suppliers),
      "POST /api/suppliers": () => {
        suppliers = [...suppliers, supplier("9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b", "Cape Brass")];
        return Response.json(suppliers.at(-1), { status: 201 });
      },
    });
    const field = await openAddItem();
    fireEvent.change(field, { target: { value: "Cape Brass" } });
    expect(await screen.findByText("Not one of your suppliers yet: ordered by hand unless you add them.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add “Cape Brass” to Suppliers" }));

    expect(await screen.findByText("One of your suppliers: once approved, the item goes on their purchase order.")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST /api/suppliers")).toEqual([{ name: "Cape Brass" }]);
  });

  it("leaves the link to the name when adding, and keeps an item's link while its name is unchanged", async () => {
    const item = roomItem({ supplier: "Karoo", supplierId: weavers.id });
    const fetchMock = serve({
      "GET /api/suppliers": () => Response.json([weavers]),
      [createRoute]: () => Response.json(roomItem(), { status: 201 }),
      [`PUT /api/items/${item.id}`]: () => Response.json(item),
    });
    const field = await openAddItem();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Kilim runner" } });
    fireEvent.change(field, { target: { value: "Karoo Weavers" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(sentBodies(fetchMock, createRoute)).toHaveLength(1));
    expect(sentBodies(fetchMock, createRoute)[0]).toMatchObject({ supplier: "Karoo Weavers" });
    expect(sentBodies(fetchMock, createRoute)[0]).not.toHaveProperty("supplierId");

    renderWithProviders(<EditItemButton room={mainLounge} item={item} />);
    fireEvent.click(screen.getByRole("button", { name: `Edit ${item.name}` }));
    fireEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT /api/items/${item.id}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, `PUT /api/items/${item.id}`)[0]).toMatchObject({ supplier: "Karoo", supplierId: weavers.id });
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainLounge, roomItem } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { AddItemButton, EditItemButton } from "./item-dialogs";

const addRoute = `POST /api/rooms/${mainLounge.id}/items`;

function openAddItem() {
  const fetchMock = serve({ [addRoute]: () => Response.json(roomItem({ name: "Brass floor lamp" }), { status: 201 }) });
  renderWithProviders(<AddItemButton room={mainLounge} />);
  fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
  const dialog = screen.getByRole("dialog", { name: "Add Item" });
  return { fetchMock, dialog };
}

describe("AddItemButton", () => {
  it("keeps Add Item disabled until the item has a name", () => {
    const { dialog } = openAddItem();
    const add = within(dialog).getByRole("button", { name: "Add Item" });

    expect(add.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "   " } });
    expect(add.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Brass floor lamp" } });
    expect(add.hasAttribute("disabled")).toBe(false);
  });

  it("adds the item with quantity 1, unit each and cost 0 unless told otherwise", async () => {
    const { fetchMock, dialog } = openAddItem();

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Brass floor lamp" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));

    expect(await screen.findByText("Item Added")).toBeTruthy();
    expect(sentBodies(fetchMock, addRoute)).toEqual([
      expect.objectContaining({ name: "Brass floor lamp", quantity: 1, unit: "each", costEstimate: "0.00", category: null }),
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the estimated cost and the supplier quote are for the whole line, not one unit", () => {
    const { dialog } = openAddItem();
    const descriptionOf = (label: string) => {
      const ids = within(dialog).getByLabelText(label).getAttribute("aria-describedby") ?? "";
      return ids.split(" ").map((id) => document.getElementById(id)?.textContent).join(" ");
    };

    expect(descriptionOf("Estimated Cost (ZAR)")).toBe("For the whole quantity, not one unit");
    expect(descriptionOf("Supplier Quote (ZAR)")).toBe("For the whole quantity, not one unit");
  });

  it("tells the user when adding failed", async () => {
    serve({ [addRoute]: () => Response.json({ message: "Database unavailable" }, { status: 500 }) });
    renderWithProviders(<AddItemButton room={mainLounge} />);
    fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Item" });

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Brass floor lamp" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));

    expect(await screen.findByText("Add Failed")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add Item" })).toBeTruthy();
  });
});

describe("EditItemButton, for a member the studio keeps costs from", () => {
  it("neither shows nor sends the costs the server left out, so saving keeps the ones they never saw", async () => {
    const { costEstimate: _cost, supplierQuote: _quote, ...withoutCosts } = roomItem({ name: "Oak coffee table" });
    const updateRoute = `PUT /api/items/${withoutCosts.id}`;
    const fetchMock = serve({ [updateRoute]: () => Response.json({ ...withoutCosts, quantity: 2 }) });
    renderWithProviders(<EditItemButton room={mainLounge} item={withoutCosts} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Oak coffee table" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Item" });

    expect(within(dialog).queryByLabelText("Estimated Cost (ZAR)")).toBeNull();
    expect(within(dialog).queryByLabelText("Supplier Quote (ZAR)")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Quantity"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(sentBodies(fetchMock, updateRoute)).toHaveLength(1));
    expect(sentBodies(fetchMock, updateRoute)[0]).toMatchObject({ name: "Oak coffee table", quantity: 2 });
    expect(sentBodies(fetchMock, updateRoute)[0]).not.toHaveProperty("costEstimate");
    expect(sentBodies(fetchMock, updateRoute)[0]).not.toHaveProperty("supplierQuote");
  });
});

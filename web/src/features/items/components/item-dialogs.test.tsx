import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainLounge, roomItem } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { AddItemButton } from "./item-dialogs";

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

import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainLounge, roomItem } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ItemsTable } from "./items-table";

const heard = roomItem({
  id: "0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a",
  name: "Bouclé sofa",
  source: "voice",
  aiConfidence: 0.934,
  voiceNoteId: "4b3a2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d",
  costFromCatalogue: true,
});
const typed = roomItem({ name: "Travertine coffee table" });

describe("items the AI added", () => {
  it("are marked AI with their confidence, said in full to screen readers, and their cost as a catalogue estimate", () => {
    serve({});
    renderWithProviders(<ItemsTable room={mainLounge} items={[heard, typed]} />);
    const [, heardRow, typedRow] = screen.getAllByRole("row") as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(heardRow).getByText("AI 93%")).toBeTruthy();
    expect(within(heardRow).getByText("Added by AI from a voice note, 93% confidence")).toBeTruthy();
    expect(within(heardRow).getByText("Catalogue estimate")).toBeTruthy();
    expect(within(typedRow).queryByText(/AI|Catalogue estimate/)).toBeNull();
  });

  it("are marked in the edit dialog too, where the cost says it is the catalogue's until changed", () => {
    serve({});
    renderWithProviders(<ItemsTable room={mainLounge} items={[heard]} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Bouclé sofa" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Item" });

    expect(within(dialog).getByText("AI 93%")).toBeTruthy();
    const cost = within(dialog).getByLabelText("Estimated Cost (ZAR)");
    const hint = document.getElementById(cost.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent;
    expect(hint).toBe("Catalogue estimate until you change it. For the whole quantity, not one unit");
  });
});

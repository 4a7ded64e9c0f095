import type { SearchResults } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { SearchButton } from "./search-button";

const VILLA = "5a3f1a52-0000-4000-8000-0000000000a1";
const KITCHEN = "5a3f1a52-0000-4000-8000-0000000000b1";
const STUDY = "5a3f1a52-0000-4000-8000-0000000000b2";
const DESK = "5a3f1a52-0000-4000-8000-0000000000c1";

const villaResults: SearchResults = {
  projects: [{ id: VILLA, title: "Constantia Villa", code: "ATL-2026-001", clientName: "Thandi Mokoena" }],
  rooms: [{ id: KITCHEN, name: "Villa Kitchen", projectId: VILLA, projectTitle: "Constantia Villa" }],
  items: [{ id: DESK, name: "Villa Desk", roomId: STUDY, roomName: "Study", projectId: VILLA, projectTitle: "Constantia Villa" }],
  clients: [],
  documents: [],
  suppliers: [],
};
const nothing: SearchResults = { projects: [], rooms: [], items: [], clients: [], documents: [], suppliers: [] };
const QUOTE = "5a3f1a52-0000-4000-8000-0000000000d1";
const ORDER = "5a3f1a52-0000-4000-8000-0000000000d2";
const numbers: SearchResults = {
  ...nothing,
  documents: [
    { kind: "quote", id: QUOTE, number: "Q-2026-0007", about: "Lounge furnishings", projectId: VILLA, projectTitle: "Constantia Villa" },
    { kind: "purchase-order", id: ORDER, number: "PO-2026-0003", about: "Weylandts Furniture", projectId: VILLA, projectTitle: "Constantia Villa" },
  ],
  suppliers: [{ id: "5a3f1a52-0000-4000-8000-0000000000e1", name: "Weylandts Furniture", contactName: "Sipho Dube", archived: true }],
};

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderTopBarSearch(answers: Record<string, SearchResults | object> = { villa: villaResults, zzqx: nothing }) {
  const fetchMock = serve(Object.fromEntries(Object.entries(answers).map(([q, answer]) => [`GET /api/search?q=${q}`, () => Response.json(answer)])));
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchButton />
            <Location />
          </>
        }
      />
    </Routes>,
  );
  return fetchMock;
}

const searchField = () => within(screen.getByRole("dialog", { name: "Search" })).getByRole("combobox");
const selectedOption = () => screen.getAllByRole("option").find((option) => option.getAttribute("aria-selected") === "true");

describe("the search palette", () => {
  it("opens with Ctrl-K and shows the results in headed groups, the first one chosen", async () => {
    renderTopBarSearch();
    fireEvent.keyDown(document.body, { key: "k", ctrlKey: true });

    fireEvent.change(searchField(), { target: { value: "villa" } });

    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    expect(within(listbox).getAllByRole("group").map((group) => group.getAttribute("aria-labelledby") && document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "Projects",
      "Rooms",
      "Items",
    ]);
    expect(within(listbox).getByRole("group", { name: "Items" }).textContent).toContain("Study · Constantia Villa");
    expect(selectedOption()?.textContent).toContain("Constantia Villa");
    expect(searchField().getAttribute("aria-activedescendant")).toBe(selectedOption()?.id);
  });

  it("moves the choice with the arrow keys, wrapping round, and opens an item's room with Enter", async () => {
    renderTopBarSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(searchField(), { target: { value: "villa" } });
    await screen.findByRole("listbox");

    fireEvent.keyDown(searchField(), { key: "ArrowUp" });
    expect(selectedOption()?.textContent).toContain("Villa Desk");
    fireEvent.keyDown(searchField(), { key: "ArrowDown" });
    fireEvent.keyDown(searchField(), { key: "ArrowDown" });
    expect(selectedOption()?.textContent).toContain("Villa Kitchen");
    fireEvent.keyDown(searchField(), { key: "ArrowDown" });
    fireEvent.keyDown(searchField(), { key: "Enter" });

    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(`/rooms/${STUDY}`);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a project with a tap", async () => {
    renderTopBarSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(searchField(), { target: { value: "villa" } });

    await screen.findByRole("listbox");
    fireEvent.click(within(screen.getByRole("group", { name: "Projects" })).getByRole("option"));

    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(`/projects/${VILLA}`);
  });

  it("finds documents by their numbers and suppliers, opening a quote in its editor and an order on its project's Orders tab", async () => {
    renderTopBarSearch({ "2026-00": numbers });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(searchField(), { target: { value: "2026-00" } });

    const documents = await screen.findByRole("group", { name: "Documents" });
    expect(within(documents).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Q-2026-0007Quote · Lounge furnishings · Constantia Villa",
      "PO-2026-0003Purchase order · Weylandts Furniture · Constantia Villa",
    ]);
    expect(screen.getByRole("group", { name: "Suppliers" }).textContent).toContain("Sipho Dube · Archived");
    fireEvent.click(within(documents).getAllByRole("option")[1]!);
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(`/projects/${VILLA}/orders`);

    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(searchField(), { target: { value: "2026-00" } });
    fireEvent.click(within(await screen.findByRole("group", { name: "Documents" })).getAllByRole("option")[0]!);
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(`/projects/${VILLA}/quotes/${QUOTE}`);
  });

  it("closes with Escape and gives the focus back to the search button", async () => {
    renderTopBarSearch();
    const button = screen.getByRole("button", { name: "Search" });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(searchField());

    fireEvent.keyDown(searchField(), { key: "Escape" });

    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("keeps the results shown while the next search loads", async () => {
    const fetchMock = renderTopBarSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(searchField(), { target: { value: "villa" } });
    await screen.findByRole("listbox");
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));

    fireEvent.change(searchField(), { target: { value: "villa d" } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    expect(screen.getAllByRole("option")).toHaveLength(3);
  });

  it("asks for two characters, then says when nothing matches", async () => {
    renderTopBarSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("Type at least 2 characters to search projects, rooms, items, clients, suppliers and quote, order and delivery numbers.")).toBeTruthy();

    fireEvent.change(searchField(), { target: { value: "zzqx" } });

    expect(await screen.findByText('No results for "zzqx"')).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("says the search failed when the answer breaks the contract", async () => {
    renderTopBarSearch({ villa: { projects: [{ id: "not-an-id" }] } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));

    fireEvent.change(searchField(), { target: { value: "villa" } });

    expect((await screen.findByRole("alert")).textContent).toBe("Search failed. Please try again.");
  });
});

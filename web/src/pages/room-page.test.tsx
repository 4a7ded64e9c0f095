import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { cliftonVilla, image, mainLounge, roomItem, thandiAs } from "@/test/fixtures";
import { serve, type Routes as GatewayRoutes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { RoomPage } from "./room-page";

const sofa = roomItem();
const lamp = roomItem({
  id: "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b",
  name: "Brass floor lamp",
  quantity: 2,
  category: "lighting",
  color: null,
  material: "Brass",
  size: null,
  specifications: null,
  costEstimate: "8000.50",
  overdue: true,
});

function renderRoom(routes: GatewayRoutes) {
  const fetchMock = serve(routes);
  renderWithProviders(
    <Routes>
      <Route path="/rooms/:id" element={<RoomPage />} />
    </Routes>,
    { path: `/rooms/${mainLounge.id}` },
  );
  return fetchMock;
}

const withItems = (items: unknown[], images: unknown[] = []): GatewayRoutes => ({
  [`GET /api/rooms/${mainLounge.id}`]: () => Response.json(mainLounge),
  [`GET /api/rooms/${mainLounge.id}/items`]: () => Response.json(items),
  [`GET /api/rooms/${mainLounge.id}/images`]: () => Response.json(images),
  [`GET /api/rooms/${mainLounge.id}/voice-notes`]: () => Response.json([]),
});

const concept = image();
const sitePhoto = image({ id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", type: "photo", prompt: null });

describe("RoomPage", () => {
  it("shows the room, its way back to the project and its figures", async () => {
    renderRoom(withItems([sofa, lamp]));

    expect(await screen.findByRole("heading", { level: 1, name: "Main Lounge" })).toBeTruthy();
    expect(screen.getByText("Double-volume lounge facing the sea.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Project" }).getAttribute("href")).toBe(`/projects/${mainLounge.projectId}/design`);
    expect(screen.getByRole("button", { name: "Generate Images" }).getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByRole("button", { name: "Start Recording" })).toBeTruthy();
    expect(await screen.findByText("R 56,000.50")).toBeTruthy();
  });

  it("places the room under its project's Design tab, in its breadcrumbs and its title", async () => {
    renderRoom({ ...withItems([]), [`GET /api/projects/${mainLounge.projectId}`]: () => Response.json(cliftonVilla) });

    const trail = within(await screen.findByRole("navigation", { name: "Breadcrumb" }));
    expect(await trail.findByRole("link", { name: "Clifton Villa" })).toBeTruthy();
    expect(trail.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/"],
      ["Clifton Villa", `/projects/${cliftonVilla.id}`],
      ["Design", `/projects/${cliftonVilla.id}/design`],
    ]);
    expect(trail.getByText("Main Lounge").getAttribute("aria-current")).toBe("page");
    expect(document.title).toBe("Main Lounge · Clifton Villa · Atelier");
  });

  it("shows the room's generated images, each with its prompt, and counts them as AI Designs", async () => {
    renderRoom(withItems([sofa], [concept, sitePhoto]));

    const tile = await screen.findByRole("button", { name: "View design concept 1" });
    expect(screen.queryByRole("button", { name: "View design concept 2" })).toBeNull();
    expect(tile.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(concept.prompt ?? "")).toBeTruthy();
    const aiDesigns = screen.getByText("AI Designs").closest("dl");
    expect(aiDesigns && within(aiDesigns).getByText("1")).toBeTruthy();

    fireEvent.click(tile);
    expect(screen.getByRole("dialog", { name: "Image Viewer" })).toBeTruthy();
  });

  it("leads with the camera and shows the room's own photos apart from its concepts", async () => {
    renderRoom(withItems([sofa], [concept, sitePhoto]));

    const camera = await screen.findByLabelText("Take Photo");
    expect(camera.getAttribute("type")).toBe("file");
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
    const photos = screen.getByRole("region", { name: "Room Photos" });
    expect(await within(photos).findByRole("button", { name: "View photo 1" })).toBeTruthy();
    expect(within(photos).queryByRole("button", { name: "View photo 2" })).toBeNull();
    expect(within(photos).getByRole("button", { name: "Delete photo 1" })).toBeTruthy();
  });

  it("says when the room has no design concepts yet", async () => {
    renderRoom(withItems([]));

    expect(await screen.findByText("No design concepts yet")).toBeTruthy();
  });

  it("lists the items in the Room Items table", async () => {
    renderRoom(withItems([sofa, lamp]));

    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Item",
      "Quantity",
      "Specifications",
      "Estimated Cost",
      "Actions",
    ]);
    const lampRow = within(table).getByRole("row", { name: /Brass floor lamp/ });
    expect(within(lampRow).getByText("Overdue")).toBeTruthy();
    expect(within(lampRow).getByText("Lighting")).toBeTruthy();
    expect(within(lampRow).getByText("2 each")).toBeTruthy();
    expect(within(lampRow).getByText("R 8,000.50")).toBeTruthy();
    const sofaRow = within(table).getByRole("row", { name: /Bouclé sofa/ });
    expect(within(sofaRow).getByText("Ivory, Bouclé, 240 × 100 cm")).toBeTruthy();
    expect(within(sofaRow).getByText("Feather-wrapped cushions")).toBeTruthy();
    expect(within(sofaRow).getByRole("button", { name: "Edit Bouclé sofa" })).toBeTruthy();
    expect(within(sofaRow).getByRole("button", { name: "Delete Bouclé sofa" })).toBeTruthy();
  });

  it("edits an item from its row", async () => {
    renderRoom(withItems([sofa]));

    fireEvent.click(await screen.findByRole("button", { name: "Edit Bouclé sofa" }));

    const dialog = screen.getByRole("dialog", { name: "Edit Item" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Bouclé sofa");
    expect((within(dialog).getByLabelText("Estimated Cost (ZAR)") as HTMLInputElement).value).toBe("R 48,000.00");
  });

  it("deletes an item after confirmation", async () => {
    const fetchMock = renderRoom({ ...withItems([sofa]), [`DELETE /api/items/${sofa.id}`]: () => new Response(null, { status: 204 }) });

    fireEvent.click(await screen.findByRole("button", { name: "Delete Bouclé sofa" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Item" });
    expect(within(confirm).getByText('Are you sure you want to delete "Bouclé sofa"? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Item Deleted")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/items/${sofa.id}`, expect.objectContaining({ method: "DELETE" }));
  });

  it("invites adding the first item when the room has none", async () => {
    renderRoom(withItems([]));

    expect(await screen.findByText("No items yet")).toBeTruthy();
    expect(screen.getByText("R 0.00")).toBeTruthy();
  });

  it("says so when the room does not exist", async () => {
    renderRoom({});

    expect(await screen.findByRole("heading", { name: "Room Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeTruthy();
  });

  it("shows a viewer the room, its items and figures without costs, and none of the site visit's tools or item actions", async () => {
    const { costEstimate: _sofaCost, supplierQuote: _sofaQuote, ...sofaSeen } = sofa;
    const { estimatedTotal: _total, ...roomSeen } = mainLounge;
    renderRoom({ ...withItems([sofaSeen]), [`GET /api/rooms/${mainLounge.id}`]: () => Response.json(roomSeen), "GET /api/user": () => Response.json(thandiAs("viewer")) });

    const table = await screen.findByRole("table");
    expect(within(table).getByText(sofa.name)).toBeTruthy();
    // The tools go once the app knows who is signed in.
    await expect.poll(() => screen.queryByRole("button", { name: "Add Item" })).toBeNull();
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Item", "Quantity", "Specifications"]);
    expect(screen.queryByText("Take Photo")).toBeNull();
    expect(screen.queryByRole("button", { name: "Start Recording" })).toBeNull();
    expect(screen.queryByText("Estimated Total")).toBeNull();
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla, mainLounge } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { AddRoomButton, DeleteRoomButton, EditRoomButton } from "./room-dialogs";

const createRoute = `POST /api/projects/${cliftonVilla.id}/rooms`;

describe("room dialogs", () => {
  it("creates a room once it has a name", async () => {
    const fetchMock = serve({ [createRoute]: () => Response.json(mainLounge, { status: 201 }) });
    renderWithProviders(<AddRoomButton projectId={cliftonVilla.id} />);
    fireEvent.click(screen.getByRole("button", { name: "Add Room" }));
    const dialog = screen.getByRole("dialog", { name: "Add Room" });
    const create = within(dialog).getByRole("button", { name: "Create Room" });

    expect(create.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Main Lounge" } });
    fireEvent.change(within(dialog).getByLabelText("Floor Area (m²)"), { target: { value: "48.5" } });
    expect(create.hasAttribute("disabled")).toBe(false);
    fireEvent.click(create);

    expect(await screen.findByText("Room created")).toBeTruthy();
    expect(screen.getByText("The room has been created successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, createRoute)).toEqual([{ name: "Main Lounge", description: null, dimensions: null, floorArea: 48.5 }]);
  });

  it("disables Update Room while the name is blank", () => {
    serve({});
    renderWithProviders(<EditRoomButton room={mainLounge} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit room Main Lounge" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Room" });

    expect(within(dialog).getByRole("button", { name: "Update Room" }).hasAttribute("disabled")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " " } });
    expect(within(dialog).getByRole("button", { name: "Update Room" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks before deleting a room, by name", async () => {
    serve({ [`DELETE /api/rooms/${mainLounge.id}`]: () => new Response(null, { status: 204 }) });
    renderWithProviders(<DeleteRoomButton room={mainLounge} />);

    fireEvent.click(screen.getByRole("button", { name: "Delete room Main Lounge" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Room" });
    expect(within(confirm).getByText('Are you sure you want to delete "Main Lounge"? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Room deleted")).toBeTruthy();
  });

  it("says when deleting failed", async () => {
    serve({ [`DELETE /api/rooms/${mainLounge.id}`]: () => Response.json({ message: "Database unavailable" }, { status: 500 }) });
    renderWithProviders(<DeleteRoomButton room={mainLounge} />);

    fireEvent.click(screen.getByRole("button", { name: "Delete room Main Lounge" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Failed to delete room. Please try again.")).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { HouseDetailsCard } from "./house-details-card";

const saveRoute = `PUT /api/projects/${cliftonVilla.id}`;

function renderCard() {
  const fetchMock = serve({ [saveRoute]: () => Response.json(cliftonVilla) });
  renderWithProviders(<HouseDetailsCard project={cliftonVilla} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
  return fetchMock;
}

describe("HouseDetailsCard", () => {
  it("shows and asks for areas in square metres", () => {
    renderWithProviders(<HouseDetailsCard project={cliftonVilla} />);

    expect(screen.getByText("5200 m²")).toBeTruthy();
    expect(screen.getByText("1100.5 m²")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect((screen.getByLabelText("Total Floor Area (m²)") as HTMLInputElement).value).toBe("5200");
    expect((screen.getByLabelText("Lot Size (m²)") as HTMLInputElement).value).toBe("1100.5");
  });

  it("asks for garage spaces only when the house has a garage", () => {
    renderCard();

    expect(screen.queryByLabelText("Garage Spaces")).toBeNull();
    fireEvent.click(screen.getByLabelText("Has Garage"));
    expect(screen.getByLabelText("Garage Spaces")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Has Garage"));
    expect(screen.queryByLabelText("Garage Spaces")).toBeNull();
  });

  it("saves an empty number of floors as one floor, and leaves edit mode", async () => {
    const fetchMock = renderCard();

    fireEvent.change(screen.getByLabelText("Floors"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("House details updated")).toBeTruthy();
    expect(screen.getByText("The property information has been saved successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toEqual([expect.objectContaining({ numberOfFloors: 1, numberOfBathrooms: 4.5 })]);
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("keeps no garage spaces for a house without a garage", async () => {
    const fetchMock = renderCard();

    fireEvent.click(screen.getByLabelText("Has Garage"));
    fireEvent.change(screen.getByLabelText("Garage Spaces"), { target: { value: "2" } });
    fireEvent.click(screen.getByLabelText("Has Garage"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(sentBodies(fetchMock, saveRoute)).toHaveLength(1));
    expect(sentBodies(fetchMock, saveRoute)[0]).toMatchObject({ hasGarage: false, garageSpaces: null });
  });

  it("does not accept a year built after the current year", async () => {
    const fetchMock = renderCard();
    const thisYear = new Date().getUTCFullYear();

    expect(screen.getByLabelText("Year Built").getAttribute("max")).toBe(String(new Date().getFullYear()));
    fireEvent.change(screen.getByLabelText("Year Built"), { target: { value: String(thisYear + 1) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(`Year built must be a whole number from 1800 to ${thisYear}`)).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toEqual([]);
  });

  it("drops the draft on Cancel", () => {
    renderCard();

    fireEvent.change(screen.getByLabelText("Bedrooms"), { target: { value: "9" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));

    expect((screen.getByLabelText("Bedrooms") as HTMLInputElement).value).toBe("5");
  });

  it("says when saving failed and stays in edit mode", async () => {
    serve({ [saveRoute]: () => Response.json({ message: "Database unavailable" }, { status: 500 }) });
    renderWithProviders(<HouseDetailsCard project={cliftonVilla} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));

    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    const toast = await screen.findByText("Failed to update house details. Please try again.");
    expect(within(toast.closest("li") ?? document.body).getByText("Error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/providers";
import { delivery } from "../test/delivery-fixture";
import { CallDriverButton } from "./call-driver-button";

describe("Call Driver", () => {
  it("says 'No Phone Number' when the delivery has no driver's phone, and dials nothing", async () => {
    renderWithProviders(<CallDriverButton delivery={delivery({ driverPhone: null })} />);
    const button = screen.getByRole("button", { name: "Call Driver Sipho Ndlovu about DEL-2026-001" });
    expect(button.getAttribute("href")).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText("No Phone Number")).toBeTruthy();
    expect(screen.getByText("Driver phone number not available.")).toBeTruthy();
  });

  it("is a tel: link to the driver's number when there is one", () => {
    renderWithProviders(<CallDriverButton delivery={delivery()} />);
    expect(screen.getByRole("link", { name: "Call Driver Sipho Ndlovu about DEL-2026-001" }).getAttribute("href")).toBe("tel:0825550199");
  });
});

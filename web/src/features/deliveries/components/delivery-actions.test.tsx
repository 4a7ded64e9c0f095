import type { DeliveryStatus } from "@atelier/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DRAWN_PNG, drawStroke, fakeCanvas } from "@/test/fake-canvas";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { delivery } from "../test/delivery-fixture";
import { DeliveryActions } from "./delivery-actions";

const actionsOf = (status: DeliveryStatus) => {
  renderWithProviders(<DeliveryActions delivery={delivery({ status })} />);
  return ["Confirm Delivery", "Mark in transit", "Delayed"].filter((name) => screen.queryByRole("button", { name }));
};

describe("a delivery's actions", () => {
  it.each([
    ["scheduled", ["Mark in transit", "Delayed"]],
    ["in_transit", ["Confirm Delivery", "Delayed"]],
    ["delayed", ["Mark in transit"]],
    ["completed", []],
  ] as const)("offer Confirm Delivery only in transit: %s shows %j", (status, expected) => {
    expect(actionsOf(status)).toEqual(expected);
  });

  it("confirm one in transit with the receiver's signature and name, waiting for both", async () => {
    fakeCanvas();
    const route = "PUT /api/deliveries/5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const fetchMock = serve({ [route]: () => Response.json(delivery({ status: "completed", podSigned: true, receivedBy: "Thandi Mokoena", deliveredDate: "2026-12-03T09:10:00.000Z" })) });
    renderWithProviders(<DeliveryActions delivery={delivery({ status: "in_transit" })} />);
    fireEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
    const dialog = within(screen.getByRole("dialog", { name: "Confirm Delivery" }));
    const confirm = () => dialog.getByRole("button", { name: "Confirm Delivery" }) as HTMLButtonElement;
    expect(dialog.getByText("Receiver's signature")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Receiver's name"), { target: { value: "Thandi Mokoena" } });
    expect(confirm().disabled).toBe(true);
    drawStroke(dialog.getByTestId("signature-pad"));
    expect(dialog.getByText("Signed")).toBeTruthy();
    fireEvent.click(confirm());

    expect(await screen.findByText("Delivery Complete")).toBeTruthy();
    expect(sentBodies(fetchMock, route)).toEqual([
      { status: "completed", podSignature: DRAWN_PNG, receivedBy: "Thandi Mokoena", notes: null, deliveredDate: expect.any(String) },
    ]);
  });

  it("mark a scheduled delivery in transit", async () => {
    const route = "PUT /api/deliveries/5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const fetchMock = serve({ [route]: () => Response.json(delivery({ status: "in_transit" })) });
    renderWithProviders(<DeliveryActions delivery={delivery()} />);
    fireEvent.click(screen.getByRole("button", { name: "Mark in transit" }));
    expect(await screen.findByText("DEL-2026-001 is in transit.")).toBeTruthy();
    expect(sentBodies(fetchMock, route)).toEqual([{ status: "in_transit" }]);
  });

  it("track in a new tab, or say why not without a tracking link", () => {
    renderWithProviders(<DeliveryActions delivery={delivery({ trackingUrl: null })} />);
    expect(screen.getByRole("button", { name: "Track DEL-2026-001" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("No tracking link was given for this delivery.")).toBeTruthy();
  });
});

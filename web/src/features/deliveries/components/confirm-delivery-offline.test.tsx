import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listUploads, removeUpload } from "@/features/offline-queue/lib/queue-store";
import { runUploadQueue } from "@/features/offline-queue/lib/upload-queue";
import { DRAWN_PNG, drawStroke, fakeCanvas } from "@/test/fake-canvas";
import { changesSent, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { delivery } from "../test/delivery-fixture";
import { DeliveryActions } from "./delivery-actions";

const USER = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";
let stop: () => void = () => undefined;

beforeEach(async () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  for (const upload of await listUploads(USER)) await removeUpload(upload.id);
  await act(async () => {
    stop = runUploadQueue(USER, { saved: vi.fn(), refused: vi.fn() });
    await Promise.resolve();
  });
});
afterEach(() => {
  act(() => stop());
  vi.restoreAllMocks();
});

describe("confirming a delivery with no signal", () => {
  it("keeps the signed confirmation on the device, sends nothing yet, and says it will upload", async () => {
    fakeCanvas();
    const fetchMock = serve({});
    renderWithProviders(<DeliveryActions delivery={delivery({ status: "in_transit" })} />);
    fireEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
    const dialog = within(screen.getByRole("dialog", { name: "Confirm Delivery" }));
    fireEvent.change(dialog.getByLabelText("Receiver's name"), { target: { value: "Thandi Mokoena" } });
    drawStroke(dialog.getByTestId("signature-pad"));
    fireEvent.click(dialog.getByRole("button", { name: "Confirm Delivery" }));

    expect(await screen.findByText("Waiting to upload")).toBeTruthy();
    await waitFor(async () => expect(await listUploads(USER)).toHaveLength(1));
    const [queued] = await listUploads(USER);
    expect(queued).toMatchObject({ kind: "delivery-confirmation", deliveryNumber: "DEL-2026-001", confirmation: { status: "completed", podSignature: DRAWN_PNG, receivedBy: "Thandi Mokoena" } });
    expect(changesSent(fetchMock)).toEqual([]);
  });
});

import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cliftonVilla, mainLounge } from "@/test/fixtures";
import { addUpload, listUploads, removeUpload, updateUpload } from "@/features/offline-queue/lib/queue-store";
import { runUploadQueue } from "@/features/offline-queue/lib/upload-queue";
import { UploadQueueBar } from "./upload-queue-bar";

const USER = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";
let stop: () => void = () => undefined;

beforeEach(async () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  for (const upload of await listUploads(USER)) await removeUpload(upload.id);
});
afterEach(() => {
  act(() => stop());
  vi.restoreAllMocks();
});

async function startQueue() {
  await act(async () => {
    stop = runUploadQueue(USER, { saved: vi.fn(), refused: vi.fn() });
    await Promise.resolve();
  });
}

describe("UploadQueueBar", () => {
  it("shows nothing online with nothing waiting, and says so when the connection goes", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    await startQueue();
    render(<UploadQueueBar />);
    expect(screen.queryByRole("region", { name: "Upload queue" })).toBeNull();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    const bar = screen.getByRole("region", { name: "Upload queue" });
    expect(within(bar).getByText("Waiting to upload (0)")).toBeTruthy();
    expect(within(bar).getByText(/You are offline/)).toBeTruthy();
  });

  it("counts and lists what waits, and lets a refused upload be discarded with its reason shown", async () => {
    await addUpload(USER, { kind: "voice-note", projectId: cliftonVilla.id, roomId: mainLounge.id, roomName: "Main Lounge", audio: new Blob(["a"]), idempotencyKey: "k1k2k3k4k5k6" });
    const refused = await addUpload(USER, { kind: "photo", projectId: cliftonVilla.id, roomId: null, fileName: "bay.jpg", file: new Blob(["b"]), uploadURL: null, uploaded: false });
    await updateUpload(refused.id, { failure: "File exceeds 10MB limit" });
    await startQueue();
    render(<UploadQueueBar />);

    const bar = await screen.findByRole("region", { name: "Upload queue" });
    await waitFor(() => expect(within(bar).getByText("Waiting to upload (1)")).toBeTruthy());
    fireEvent.click(within(bar).getByRole("button", { name: "Show" }));
    const list = within(bar).getByRole("list", { name: "Waiting uploads" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Voice note for Main Lounge"),
      expect.stringContaining("Not uploaded: File exceeds 10MB limit"),
    ]);

    fireEvent.click(within(list).getByRole("button", { name: "Discard Photo bay.jpg" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(await listUploads(USER)).toHaveLength(1);
  });
});

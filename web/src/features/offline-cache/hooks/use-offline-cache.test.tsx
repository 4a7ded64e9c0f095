import { act, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { OfflineDataNotice } from "@/features/offline-cache/components/offline-data-notice";
import { savedAnswers } from "@/features/offline-cache/lib/saved-answers";
import { thandi } from "@/test/fixtures";
import { renderWithProviders } from "@/test/providers";
import { useOfflineCache } from "./use-offline-cache";

afterEach(() => act(() => savedAnswers.forget()));

let reads = 0;

/** A page with one read, numbered so a second read shows. */
function SiteVisit() {
  useOfflineCache(thandi);
  const room = useQuery({ queryKey: ["room"], queryFn: () => `read ${++reads}` });
  return (
    <>
      <OfflineDataNotice />
      <p>{room.data}</p>
    </>
  );
}

describe("useOfflineCache", () => {
  it("reads again what was shown from the device's saved answers once the connection returns", async () => {
    reads = 0;
    renderWithProviders(<SiteVisit />);
    expect(await screen.findByText("read 1")).toBeTruthy();
    act(() => savedAnswers.receive({ type: "atelier:cached-answer", savedAt: new Date().toUTCString() }));
    expect(screen.getByRole("status")).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event("online"));
    });

    expect(await screen.findByText("read 2")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("reads again once the network answers a read, though the browser never said it was offline", async () => {
    // The service worker's side of the page: jsdom has none.
    const worker = new EventTarget();
    Object.defineProperty(navigator, "serviceWorker", { value: worker, configurable: true });
    try {
      reads = 0;
      renderWithProviders(<SiteVisit />);
      await screen.findByText("read 1");
      act(() => savedAnswers.receive({ type: "atelier:cached-answer", savedAt: new Date().toUTCString() }));

      act(() => {
        worker.dispatchEvent(new MessageEvent("message", { data: { type: "atelier:fresh-answer" } }));
      });

      expect(await screen.findByText("read 2")).toBeTruthy();
      expect(screen.queryByRole("status")).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("leaves the server's own answers alone when the connection returns", async () => {
    reads = 0;
    renderWithProviders(<SiteVisit />);
    await screen.findByText("read 1");

    act(() => {
      window.dispatchEvent(new Event("online"));
    });

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("read 1")).toBeTruthy();
  });
});

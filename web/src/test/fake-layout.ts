import { onTestFinished, vi } from "vitest";

/**
 * The little layout that clamped text measures, which jsdom lacks: a ResizeObserver that reports
 * each element once, as it is observed, and boxes three lines (60px) high whose content is taller
 * when their text runs past `maxChars`. Everything is put back when the test finishes.
 */
export function fakeLayout({ maxChars = 120 }: { maxChars?: number } = {}) {
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      this.callback([], this);
    }
    unobserve() {}
    disconnect() {}
  }

  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  const clientHeight = vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(60);
  const scrollHeight = vi
    .spyOn(Element.prototype, "scrollHeight", "get")
    .mockImplementation(function (this: Element) {
      return (this.textContent ?? "").length > maxChars ? 120 : 40;
    });
  onTestFinished(() => {
    clientHeight.mockRestore();
    scrollHeight.mockRestore();
  });
}

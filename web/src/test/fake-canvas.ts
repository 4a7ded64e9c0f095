import { fireEvent } from "@testing-library/react";
import { onTestFinished, vi } from "vitest";

/** A 1×1 PNG, as the pad's canvas exports a drawing. */
export const DRAWN_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * jsdom has no 2D canvas: every drawing call is accepted and does nothing (text measures 0 wide), and the canvas
 * exports DRAWN_PNG. What the pad knows (drawn or not) comes from the pointer events, as in a browser.
 */
export function fakeCanvas() {
  const context = new Proxy({}, { get: (_target, property) => (property === "canvas" ? undefined : property === "measureText" ? () => ({ width: 0 }) : () => undefined), set: () => true });
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(DRAWN_PNG);
  onTestFinished(() => {
    getContext.mockRestore();
    toDataURL.mockRestore();
  });
}

/** A stroke with the mouse's left button, from one point to another. */
export function drawStroke(canvas: HTMLElement) {
  const pointer = { pointerId: 1, isPrimary: true, pointerType: "mouse" };
  fireEvent.pointerDown(canvas, { ...pointer, buttons: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(document, { ...pointer, buttons: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(document, { ...pointer, buttons: 0, clientX: 120, clientY: 60 });
}

import { useState } from "react";

/* Spec sections 2 and 9: zoom 0.1 to 5, a button steps by 1.5, the wheel by 0.9 or 1.1; rotation in 90 degree steps. */
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 5;
const BUTTON_STEP = 1.5;
const WHEEL_ZOOM_IN = 1.1;
const WHEEL_ZOOM_OUT = 0.9;
const ROTATION_STEP = 90;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** How the image viewer shows its image: zoomed and turned, back to 100% and upright on reset. */
export function useImageView() {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const zoomBy = (factor: number) => setZoom((current) => clampZoom(current * factor));
  return {
    zoom,
    rotation,
    /* At a limit the buttons say so but stay focusable, so the keyboard keeps its place. */
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > MIN_ZOOM,
    zoomIn: () => zoomBy(BUTTON_STEP),
    zoomOut: () => zoomBy(1 / BUTTON_STEP),
    /** A wheel turned away from the user (negative deltaY) zooms in. */
    wheel: (deltaY: number) => zoomBy(deltaY < 0 ? WHEEL_ZOOM_IN : WHEEL_ZOOM_OUT),
    rotate: () => setRotation((current) => (current + ROTATION_STEP) % 360),
    reset: () => {
      setZoom(1);
      setRotation(0);
    },
  };
}

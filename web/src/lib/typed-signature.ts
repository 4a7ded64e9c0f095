import { SIGNATURE_PAD } from "@atelier/contracts";

/** Script faces most devices have; the image is what is kept, so the face a device lacks only changes the look. */
const SIGNATURE_FONT = '"Segoe Script", "Snell Roundhand", "Apple Chancery", "Brush Script MT", "URW Chancery L", cursive';
const LARGEST_SIZE = 64;
const SMALLEST_SIZE = 18;
const MARGIN = 24;

/**
 * A typed full name drawn as a signature: dark ink on a transparent pad-sized PNG, the size stepped down until the
 * name fits the width. Null when the browser cannot draw (no 2D canvas).
 */
export function renderTypedSignature(name: string): string | null {
  const canvas = document.createElement("canvas");
  canvas.width = SIGNATURE_PAD.width;
  canvas.height = SIGNATURE_PAD.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  let size = LARGEST_SIZE;
  do {
    context.font = `italic ${size}px ${SIGNATURE_FONT}`;
    size -= 2;
  } while (size >= SMALLEST_SIZE && context.measureText(name).width > canvas.width - 2 * MARGIN);
  context.fillStyle = "#1c1917";
  context.textBaseline = "middle";
  context.fillText(name, MARGIN, canvas.height / 2, canvas.width - 2 * MARGIN);
  return canvas.toDataURL("image/png");
}

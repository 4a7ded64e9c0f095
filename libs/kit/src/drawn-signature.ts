import sharp from "sharp";
import { BLANK_SIGNATURE_MESSAGE, pngDataUrlBytes } from "@atelier/contracts";
import { HttpError } from "./http-error";
import { VALIDATION_FAILED } from "./validate";

/** Pixels of ink below which a pad counts as blank: a stray tap leaves a dot, a name leaves hundreds. */
const MIN_INK_PIXELS = 40;
/** A pad is 600×200 (twice that on a sharp screen); anything far larger is not a drawn signature. */
const MAX_PIXELS = 4000 * 4000;

const refused = (field: string, reason: string) => new HttpError(400, VALIDATION_FAILED, { [field]: [reason] });

/** A pixel a pen drew: visible, and darker than the paper. */
const isInk = (pixels: Buffer, at: number) => pixels[at + 3]! > 32 && pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 600;

/**
 * The PNG bytes of a drawn signature (a client's approval, a proof of delivery), once they decode as an
 * image and hold ink. The contract has checked that it is a PNG data URL of the right size; a blank pad
 * is a valid PNG, so that is checked here. Imported by path (`@atelier/kit/drawn-signature`), so only
 * the services that take signatures load sharp.
 */
export async function drawnSignaturePng(dataUrl: string, field = "signatureData"): Promise<Buffer> {
  const bytes = pngDataUrlBytes(dataUrl);
  if (!bytes) throw refused(field, "Signature must be a PNG image drawn on the pad");
  const png = Buffer.from(bytes);
  const decoded = await sharp(png, { limitInputPixels: MAX_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) throw refused(field, "Signature could not be read as an image: please draw it again");
  const { data, info } = decoded;
  let ink = 0;
  for (let at = 0; at < data.length && ink < MIN_INK_PIXELS; at += info.channels) if (isInk(data, at)) ink += 1;
  if (ink < MIN_INK_PIXELS) throw refused(field, BLANK_SIGNATURE_MESSAGE);
  return png;
}

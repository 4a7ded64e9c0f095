import { BLANK_SIGNATURE_MESSAGE, pngDataUrlBytes } from "@atelier/contracts";
import { HttpError, VALIDATION_FAILED } from "@atelier/kit";
import sharp from "sharp";

/** Pixels of ink below which a pad counts as blank: a stray tap leaves a dot, a name leaves hundreds. */
const MIN_INK_PIXELS = 40;
/** A pad is 600×200 (twice that on a sharp screen); anything far larger is not a drawn signature. */
const MAX_PIXELS = 4000 * 4000;

const refused = (reason: string) => new HttpError(400, VALIDATION_FAILED, { signatureData: [reason] });

/** A pixel a pen drew: visible, and darker than the paper. */
const isInk = (pixels: Buffer, at: number) => pixels[at + 3]! > 32 && pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 600;

/**
 * The PNG bytes of a drawn signature, once they decode as an image and hold ink. The contract has
 * checked that it is a PNG data URL of the right size; a blank pad is a valid PNG, so that is checked here.
 */
export async function drawnSignaturePng(dataUrl: string): Promise<Buffer> {
  const bytes = pngDataUrlBytes(dataUrl);
  if (!bytes) throw refused("Signature must be a PNG image drawn on the pad");
  const png = Buffer.from(bytes);
  const decoded = await sharp(png, { limitInputPixels: MAX_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) throw refused("Signature could not be read as an image: please draw it again");
  const { data, info } = decoded;
  let ink = 0;
  for (let at = 0; at < data.length && ink < MIN_INK_PIXELS; at += info.channels) if (isInk(data, at)) ink += 1;
  if (ink < MIN_INK_PIXELS) throw refused(BLANK_SIGNATURE_MESSAGE);
  return png;
}

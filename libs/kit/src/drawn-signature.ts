import { BLANK_SIGNATURE_MESSAGE, pngDataUrlBytes, SIGNATURE_MAX_SCALE, SIGNATURE_PAD } from "@atelier/contracts";
import { concurrencyLimit } from "./concurrency-limit";
import { fieldRefused } from "./validate";

/** Pixels of ink below which a pad counts as blank: a stray tap leaves a dot, a name leaves hundreds. */
const MIN_INK_PIXELS = 40;
/** A pad is 600×200 (three times that on a sharp phone); anything larger is not a drawn signature. */
const MAX_SIZE = { width: SIGNATURE_PAD.width * SIGNATURE_MAX_SCALE, height: SIGNATURE_PAD.height * SIGNATURE_MAX_SCALE };

/** Decoding takes memory and CPU in proportion to the pixels: a burst of signatures waits its turn instead of piling up. */
const decoding = concurrencyLimit(2);

/** A PNG's width and height from its header (the IHDR chunk, first after the signature), or null without one. */
function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || png.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}


/** A pixel a pen drew: visible, and darker than the paper. */
const isInk = (pixels: Buffer, at: number) => pixels[at + 3]! > 32 && pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 600;

/**
 * The PNG bytes of a drawn signature (a client's approval, a proof of delivery), once they decode as an
 * image and hold ink. The contract has checked that it is a PNG data URL of the right size; its width and height
 * are read from the header before any decoding, and a blank pad is a valid PNG, so that is checked here. Call it
 * only once the record's state allows what the signature is for: decoding is the costly part. sharp is loaded by the first signature.
 */
export async function drawnSignaturePng(dataUrl: string, field = "signatureData"): Promise<Buffer> {
  const bytes = pngDataUrlBytes(dataUrl);
  if (!bytes) throw fieldRefused(field, "Signature must be a PNG image drawn on the pad");
  const png = Buffer.from(bytes);
  const size = pngSize(png);
  if (!size) throw fieldRefused(field, "Signature could not be read as an image: please draw it again");
  if (size.width > MAX_SIZE.width || size.height > MAX_SIZE.height) {
    throw fieldRefused(field, `Signature must be at most ${MAX_SIZE.width}×${MAX_SIZE.height} pixels, as the pad draws it`);
  }
  const { default: sharp } = await import("sharp");
  const decoded = await decoding(() =>
    sharp(png, { limitInputPixels: MAX_SIZE.width * MAX_SIZE.height })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => null),
  );
  if (!decoded) throw fieldRefused(field, "Signature could not be read as an image: please draw it again");
  const { data, info } = decoded;
  let ink = 0;
  for (let at = 0; at < data.length && ink < MIN_INK_PIXELS; at += info.channels) if (isInk(data, at)) ink += 1;
  if (ink < MIN_INK_PIXELS) throw fieldRefused(field, BLANK_SIGNATURE_MESSAGE);
  return png;
}

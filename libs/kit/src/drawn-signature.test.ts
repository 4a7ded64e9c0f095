import sharp from "sharp";
import { BLANK_SIGNATURE_MESSAGE } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { drawnSignaturePng } from "./drawn-signature";
import type { HttpError } from "./http-error";

/** A PNG data URL of the given size: transparent, or with a dark stroke across it as a pen leaves. */
async function pad(width: number, height: number, { inked }: { inked: boolean }): Promise<string> {
  const stroke = Buffer.from(`<svg width="${width}" height="${height}"><path d="M10 ${height / 2} L${width - 10} ${height / 2}" stroke="#111" stroke-width="4"/></svg>`);
  const image = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const png = await (inked ? image.composite([{ input: stroke }]) : image).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: HttpError) => ({ status: error.status, errors: error.errors }));

describe("a drawn signature", () => {
  it("is taken as its PNG bytes when it holds ink, at the pad's size on the sharpest screens", async () => {
    const png = await drawnSignaturePng(await pad(2400, 800, { inked: true }));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("is refused when the pad was left blank", async () => {
    expect(await refusal(drawnSignaturePng(await pad(600, 200, { inked: false }), "podSignature"))).toEqual({
      status: 400,
      errors: { podSignature: [BLANK_SIGNATURE_MESSAGE] },
    });
  });

  it("is refused from its header, before any decoding, when larger than a pad draws", async () => {
    expect(await refusal(drawnSignaturePng(await pad(4000, 4000, { inked: false })))).toEqual({
      status: 400,
      errors: { signatureData: ["Signature must be at most 2400×800 pixels, as the pad draws it"] },
    });
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeThumbnail, THUMBNAIL_SIZE } from "./thumbnail";

describe("makeThumbnail", () => {
  it("fits a large photo in the thumbnail square, keeping its shape, as WebP", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#8a9a5b" } }).jpeg().toBuffer();
    const metadata = await sharp(await makeThumbnail(photo)).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: THUMBNAIL_SIZE, height: 360 });
  });

  it("turns a photo taken on its side upright", async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#fff" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(await makeThumbnail(sideways)).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("refuses bytes that are not an image", async () => {
    await expect(makeThumbnail(Buffer.from("%PDF-1.7 not a photo"))).rejects.toThrow();
  });
});

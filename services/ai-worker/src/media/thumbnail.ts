import sharp from "sharp";

/** Thumbnails fit in this square: sharp on a phone's grid, small on a slow connection. */
export const THUMBNAIL_SIZE = 480;

/** A WebP thumbnail, turned upright by the photo's EXIF orientation. */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: "error" })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

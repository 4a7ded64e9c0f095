import sharp from "sharp";
import type { ConceptRequest, RenderedImage } from "../providers/types";
import { readBrief } from "./brief";
import { composeBoard, type Composition } from "./concept-board";
import { buildPalette } from "./palette";
import { composeScene } from "./room-scene";

const SIZE = 1024;

async function rasterise({ svg, prompt, tags }: Composition): Promise<RenderedImage> {
  // No alpha: the images are opaque, and RGB keeps the PNG a quarter smaller.
  const data = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  return { data, contentType: "image/png", width: SIZE, height: SIZE, prompt, tags };
}

/**
 * Offline concept visuals: a concept board (palette, materials, items) and a simple illustrated room,
 * both drawn from the request's own words. Same request, same bytes.
 */
export async function renderConcepts(request: ConceptRequest): Promise<RenderedImage[]> {
  const brief = readBrief(request);
  const palette = buildPalette(brief);
  return Promise.all([rasterise(composeBoard(brief, palette)), rasterise(composeScene(brief, palette))]);
}

/** Issue 4's image figures: concept visual render time, and thumbnail time for a 10 MB photo. */
import sharp from "sharp";
import { makeThumbnail } from "../../services/ai-worker/src/media/thumbnail";
import { renderConcepts } from "../../services/ai-worker/src/visuals";

const RUNS = 5;

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function renderFigures() {
  const request = {
    roomName: "Main Bedroom",
    roomDescription: "A calm sage and ivory bedroom with brass accents, oak floors and a velvet headboard",
    styles: ["modern" as const, "luxury" as const],
    items: [
      { name: "headboard", quantity: 1, unit: "each", category: "furniture" as const, color: "sage", material: "velvet" },
      { name: "bedside lamp", quantity: 1, unit: "pair", category: "lighting" as const, color: null, material: "brass" },
      { name: "curtain", quantity: 6, unit: "meters", category: "textiles" as const, color: "ivory", material: "linen" },
      { name: "artwork", quantity: 1, unit: "each", category: "art" as const, color: "ochre", material: null },
    ],
  };
  const images = await renderConcepts(request);
  return { images: images.length, medianMs: await medianMs(() => renderConcepts(request)) };
}

/** A 4000×3000 JPEG of noise at quality 95 is just under 10 MB and as hard to decode as a real photo. */
export async function thumbnailFigures() {
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { megabytes: photo.length / 1024 / 1024, medianMs: await medianMs(() => makeThumbnail(photo)) };
}

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ConceptRequest, RenderedImage } from "../providers/types";
import { renderConcepts } from "./index";

const bedroom: ConceptRequest = {
  roomName: "Main Bedroom",
  roomDescription: "Sage green walls, white oak floors, an emerald velvet bed and brushed brass pendants.",
  styles: ["modern", "luxury"],
  items: [
    { name: "Bed", quantity: 1, unit: "each", category: "furniture", color: "emerald", material: "velvet" },
    { name: "Bedside tables", quantity: 2, unit: "each", category: "furniture", color: null, material: "walnut" },
    { name: "Pendant lights", quantity: 2, unit: "each", category: "lighting", color: null, material: "brushed brass" },
    { name: "Curtains", quantity: 6.5, unit: "meters", category: "textiles", color: "ivory", material: "linen" },
    { name: "Abstract artwork", quantity: 1, unit: "each", category: "art", color: null, material: "oak" },
    { name: "Scatter cushions", quantity: 4, unit: "each", category: "textiles", color: "blush", material: "boucle" },
  ],
};

/** Rendered once and shared: each render costs a tenth of a second or more. */
let rendered: Promise<RenderedImage[]> | undefined;
const renderBedroom = () => (rendered ??= renderConcepts(bedroom));

describe("renderConcepts", () => {
  it("renders a concept board and a room scene, each a 1024 × 1024 PNG", async () => {
    const images = await renderBedroom();
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatchObject({ contentType: "image/png", width: 1024, height: 1024 });
      const metadata = await sharp(image.data).metadata();
      expect(metadata).toMatchObject({ format: "png", width: 1024, height: 1024 });
    }
    expect(images.map((image) => image.tags[0])).toEqual(["concept-board", "room-scene"]);
  });

  it("describes each image in words from the request", async () => {
    const [board, scene] = await renderBedroom();
    expect(board!.prompt).toBe(
      "Concept board for Main Bedroom — modern, luxury: sage green, emerald, ivory, blush, white oak, brushed brass; white oak, velvet, brushed brass, walnut, linen; 6 items",
    );
    expect(scene!.prompt).toMatch(/^Illustrated room scene of Main Bedroom — modern, luxury: sage green walls, white oak floor; /);
    expect(scene!.prompt).toContain("bed");
    expect(scene!.prompt).toContain("2 × pendant lights");
    expect(scene!.tags).toEqual(expect.arrayContaining(["room-scene", "modern", "luxury", "sage green", "emerald"]));
  });

  it("draws the same bytes for the same request", async () => {
    const first = await renderBedroom();
    const second = await renderConcepts(structuredClone(bedroom));
    second.forEach((image, index) => expect(image.data.equals(first[index]!.data)).toBe(true));
  });

  it("renders text with markup characters as text", async () => {
    const hostile: ConceptRequest = {
      roomName: `Kids' "Den" <b>&amp;</b> \u0007`,
      roomDescription: `</svg><script>alert("x")</script> & navy`,
      styles: [],
      items: [{ name: `<Sofa> & "Chair" 'n' ]]>`, quantity: 1.25, unit: "set", category: null, color: "<red>", material: "&oak;" }],
    };
    const [board, scene] = await renderConcepts(hostile);
    for (const image of [board!, scene!]) expect((await sharp(image.data).metadata()).width).toBe(1024);
    expect(board!.prompt).toContain(`Kids' "Den" <b>&amp;</b>`);
  });

  it("draws a room even with nothing in it", async () => {
    const [board, scene] = await renderConcepts({ roomName: "  ", roomDescription: "", styles: [], items: [] });
    expect(board!.prompt).toBe("Concept board for Room: ivory, greige, taupe, charcoal, oak, sage; suggested materials oak, linen, stone; 0 items");
    expect(scene!.prompt).toBe("Illustrated room scene of Room: ivory walls, oak floor; an empty room");
  });
});

import priceData from "../../catalogue/prices.json" with { type: "json" };
import type { ConceptRequest } from "../types";

/** Whisper spells unusual words the way its prompt does: the South African trade terms designers say. */
export const TRANSCRIPTION_HINT =
  "Site-visit notes from a South African interior designer: scatter cushions, a riempie bench, an imbuia sideboard, kiaat, " +
  "yellowwood, stinkwood, shweshwe, Nguni hide, boucle, travertine, aged brass, linen voile, six metres of fabric.";

// Names the price catalogue knows, so the model's names price as the item rather than a category default.
const CATALOGUE_NAMES = Object.keys(priceData.items).join(", ");

export const EXTRACTION_SYSTEM_PROMPT = `You read the transcript of a South African luxury interior designer narrating a site visit, and list the items they want for the room.

Rules:
- List only items the designer asks for, specifies or proposes for the room. Do not invent items, and skip things merely described as already there or to be removed.
- One entry per item type. If the designer corrects themselves ("two, no, make it three"), keep the final answer.
- name: the item type, lowercase and singular, without colour or material words. Use one of these catalogue names whenever one fits: ${CATALOGUE_NAMES}.
- quantity and unit: "a pair of" is quantity 1, unit "pair"; "two pairs of" is 2 "pair"; "a set of four" is 1 "set" with piecesPerUnit 4; fabric or curtaining bought by length ("six metres of linen") is quantity 6, unit "meters"; anything else counted is unit "each" ("three pendants" is 3 "each"). A single item said with "a" or "an" is 1 "each".
- piecesPerUnit: pieces in one set when the designer says it ("a set of six" is 6); otherwise null.
- material, color, size: as said, lowercase; several materials comma-separated ("oak, aged brass"). Sizes keep their units ("2.4 m", "60 cm"). null when not said.
- specifications: other said details worth ordering by (finish, style, maker, "set of 4", "for the curtains"); null when there are none.
- category: furniture, lighting, textiles (fabric, curtains, cushions, rugs, bedding), accessories (mirrors, vases, plants, decor) or art.
- confidence: 0 to 1. Around 0.95 when the item, quantity and category were all said plainly; lower it for every part you had to guess (an unclear word, a quantity implied by "some", an item type you are unsure of), to 0.5 or less when mostly guessed.
- said: the words of the transcript that name the item and how many, copied exactly as written, from the quantity to the item word ("a pair of brass table lamps"; "curtains" when no quantity was said).
- Prices are worked out elsewhere; never mention them.`;

export function extractionUserMessage(transcript: string, roomName: string | undefined): string {
  const room = roomName?.trim() ? `Room: ${roomName.trim()}\n\n` : "";
  return `${room}Transcript:\n"""\n${transcript}\n"""`;
}

// gpt-image-1 takes long prompts but dall-e-3 stops at 4000 characters; this keeps either well inside.
const MAX_ITEMS_IN_PROMPT = 20;

/** A mood board of the room's pieces and materials. */
export function conceptBoardPrompt(request: ConceptRequest): string {
  return [
    `An interior design concept board for a ${request.roomName} by a luxury South African design studio.`,
    styleLine(request),
    `The brief: ${request.roomDescription.trim()}`,
    itemsLine(request, "Show each of these pieces as a product cut-out with fabric and material swatches beside it"),
    "Flat lay on a neutral linen background, soft even light, elegant composition. No words, labels or logos.",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

/** The finished room, as a photograph of it would look. */
export function roomScenePrompt(request: ConceptRequest): string {
  return [
    `A photorealistic interior photograph of a ${request.roomName} in a luxury South African home.`,
    styleLine(request),
    `The room: ${request.roomDescription.trim()}`,
    itemsLine(request, "Furnished with"),
    "Natural daylight, wide-angle editorial architectural photography, styled and uncluttered. No people, words or logos.",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

function styleLine({ styles }: ConceptRequest): string {
  return styles.length > 0 ? `Style: ${styles.join(", ")}.` : "";
}

function itemsLine({ items }: ConceptRequest, lead: string): string {
  if (items.length === 0) return "";
  const described = items.slice(0, MAX_ITEMS_IN_PROMPT).map(describeItem);
  return `${lead}: ${described.join("; ")}.`;
}

function describeItem(item: ConceptRequest["items"][number]): string {
  const words = [item.color, item.material, item.name].filter((word): word is string => !!word?.trim()).join(" ");
  if (item.unit === "each") return item.quantity === 1 ? words : `${words} (${item.quantity})`;
  return `${words} (${item.quantity} ${item.unit === "meters" ? "metres" : item.quantity === 1 ? item.unit : `${item.unit}s`})`;
}

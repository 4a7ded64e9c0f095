import { estimateCost } from "../catalogue/estimate-cost";
import { attachAttributes, type MentionAttributes } from "./attributes";
import { combineConfidence, scoreConfidence, type Evidence } from "./confidence";
import { splitMentions, type Mention } from "./mentions";
import type { QuantityPhrase } from "./quantity-phrases";
import { tagTokens, type Span } from "./tag";
import { tokenConfidences } from "./token-confidences";
import { tokenise } from "./tokenise";
import type { ExtractedItem, ExtractionContext, ItemCategory, ItemUnit } from "./types";
import { vocabulary, type ItemTerm } from "./vocabulary";

const FABRIC: ItemTerm = (() => {
  const match = vocabulary.items.match(["fabric"], 0);
  if (!match) throw new Error('The item vocabulary must define "fabric" for amounts said by the metre');
  return match.value;
})();

/**
 * Turns a site-visit transcript into the room items it asks for, each priced from the catalogue
 * and given a confidence that drops with every field that had to be guessed and with every word
 * naming it that the recogniser was unsure of.
 */
export function extractItems(transcript: string, context: ExtractionContext = {}): ExtractedItem[] {
  const tokens = tokenise(transcript);
  const heard = tokenConfidences(tokens, context.heardWords);
  const spans = tagTokens(tokens);
  // The room's own name is a place, never a product ("in the bar", "the study").
  const placeWords = new Set(tokenise(context.roomName ?? ""));
  return splitMentions(spans, { fabric: FABRIC, placeWords }).map((mention) =>
    toItem(mention, attachAttributes(spans, mention), namingConfidences(spans, mention, heard)),
  );
}

/**
 * How surely the words saying which item and how many were heard: its item word and the quantity phrase
 * its mention starts with. Either misheard makes it another item, or another number of it. A misheard
 * material or colour leaves the right item with a detail to correct: counting those words too added a
 * third fewer of the items asked for on the committed narrations spoken by flite (44 against 66 of 100),
 * and only two fewer wrong ones.
 */
function namingConfidences(spans: readonly Span[], mention: Mention, heard: readonly number[]): number[] {
  const naming = mention.quantity === null ? [spans[mention.head]!] : [spans[mention.start]!, spans[mention.head]!];
  return naming.flatMap((span) => heard.slice(span.start, span.start + span.length));
}

function toItem(mention: Mention, attributes: MentionAttributes, heardConfidences: readonly number[]): ExtractedItem {
  const { category, categoryEvidence } = categoryOf(mention, attributes);
  const quantity = resolveQuantity(mention, attributes, category);
  const name = mention.term?.type.name ?? mention.unknownHead ?? "item";
  const material = joinOrNull(attributes.materials);
  const cost = estimateCost({ name, category, material, quantity: quantity.value, unit: quantity.unit, piecesPerUnit: quantity.piecesPerUnit });
  const evidence: Evidence = {
    quantity: quantity.evidence,
    head: mention.term === null ? "unknown" : mention.term.type.weak ? "weak" : "known",
    category: categoryEvidence,
    priced: cost.matched === "item type" ? "catalogue" : "category default",
    corrected: attributes.corrected,
    attributesFromPart: attributes.fromPart,
  };
  return {
    name,
    quantity: quantity.value,
    unit: quantity.unit,
    material,
    color: joinOrNull(attributes.colours),
    size: joinOrNull(attributes.sizes),
    specifications: attributes.specifications.length > 0 ? attributes.specifications.join("; ") : null,
    category,
    estimatedCost: cost.total,
    confidence: combineConfidence(scoreConfidence(evidence), heardConfidences),
  };
}

function categoryOf(mention: Mention, attributes: MentionAttributes): { category: ItemCategory; categoryEvidence: Evidence["category"] } {
  if (mention.term) return { category: mention.term.type.category, categoryEvidence: "vocabulary" };
  const textile = attributes.materials.some((name) => vocabulary.materials.match(name.split(" "), 0)?.value.textile);
  return textile ? { category: "textiles", categoryEvidence: "material cue" } : { category: "accessories", categoryEvidence: "default" };
}

interface ResolvedQuantity {
  value: number;
  unit: ItemUnit;
  piecesPerUnit: number;
  evidence: Evidence["quantity"];
}

/**
 * The leading quantity phrase, unless a later phrase corrects it ("two of those"); fabric said by
 * length after the item ("curtains in voile about twelve metres") is an amount in metres.
 */
function resolveQuantity(mention: Mention, attributes: MentionAttributes, category: ItemCategory): ResolvedQuantity {
  const said: QuantityPhrase | null = mention.quantity;
  const plural = mention.term?.plural ?? false;
  if (attributes.recount !== null) return { value: attributes.recount, unit: said?.unit ?? "each", piecesPerUnit: said?.piecesPerUnit ?? 1, evidence: "inferred" };
  if (said && said.source !== "vague" && !(said.source === "article" && plural)) {
    return { value: said.value, unit: said.unit, piecesPerUnit: said.piecesPerUnit, evidence: "stated" };
  }
  if (category === "textiles" && attributes.bareMetres !== null) return { value: attributes.bareMetres, unit: "meters", piecesPerUnit: 1, evidence: "inferred" };
  if (plural && attributes.forCount !== null) return { value: attributes.forCount, unit: "each", piecesPerUnit: 1, evidence: "inferred" };
  return { value: 1, unit: "each", piecesPerUnit: 1, evidence: plural ? "guessed-plural" : "guessed-single" };
}

function joinOrNull(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(", ") : null;
}

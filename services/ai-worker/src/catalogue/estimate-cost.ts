import { lineTotal } from "@atelier/money";
import type { ItemCategory, ItemUnit } from "../extraction/types";
import tierData from "./material-tiers.json" with { type: "json" };
import priceData from "./prices.json" with { type: "json" };

export type PriceTier = "standard" | "premium" | "luxury";

interface PriceEntry {
  per: "each" | "metre";
  standard: string;
  premium: string;
  luxury: string;
}

/** What the catalogue needs to price a line. An ExtractedItem satisfies it. */
export interface CostQuery {
  name: string;
  category: ItemCategory;
  material: string | null;
  quantity: number;
  unit: ItemUnit;
  /** Pieces in one unit ("a set of four" → 4); defaults to 2 for a pair and 1 otherwise. */
  piecesPerUnit?: number;
}

export interface CostEstimate {
  /** Price of one unit (one piece, pair, set or metre) as a decimal string. */
  unitPrice: string;
  /** quantity × unitPrice, rounded to cents once. */
  total: string;
  basis: "catalogue estimate";
  /** Whether the item type was in the catalogue or a category default stood in for it. */
  matched: "item type" | "category default";
  tier: PriceTier;
}

const items = priceData.items as Record<string, PriceEntry>;
const categoryDefaults = priceData.categoryDefaults as Record<ItemCategory, PriceEntry>;
const fabricByTheMetre = priceData.fabricByTheMetre as PriceEntry;
const tierOfMaterial = new Map<string, PriceTier>(
  (["standard", "premium", "luxury"] as const).flatMap((tier) => tierData[tier].map((material) => [material, tier] as const)),
);
const TIER_RANK: Record<PriceTier, number> = { standard: 0, premium: 1, luxury: 2 };

/** The tier of the dearest named material; premium when none is named or known. */
export function materialTier(material: string | null): PriceTier {
  const tiers = (material ?? "")
    .split(",")
    .map((name) => tierOfMaterial.get(name.trim()))
    .filter((tier): tier is PriceTier => tier !== undefined);
  if (tiers.length === 0) return "premium";
  return tiers.reduce((best, tier) => (TIER_RANK[tier] > TIER_RANK[best] ? tier : best));
}

/** Prices a line from the catalogue: total = quantity × unit price, in rand, exact to the cent. */
export function estimateCost(query: CostQuery): CostEstimate {
  const tier = materialTier(query.material);
  const byLength = query.unit === "meters";
  const entry = items[query.name];
  const fits = entry !== undefined && (entry.per === "metre") === byLength;
  const chosen = fits ? entry : byLength ? fabricByTheMetre : categoryDefaults[query.category];
  const pieces = byLength ? 1 : (query.piecesPerUnit ?? (query.unit === "pair" ? 2 : 1));
  const unitPrice = lineTotal(pieces, chosen[tier]);
  return {
    unitPrice,
    total: lineTotal(query.quantity, unitPrice),
    basis: "catalogue estimate",
    matched: fits ? "item type" : "category default",
    tier,
  };
}

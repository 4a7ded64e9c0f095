export { estimateCost, materialTier, type CostEstimate, type CostQuery, type PriceTier } from "./estimate-cost";

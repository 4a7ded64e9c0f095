import { formatRand, lineTotal } from "@atelier/money";

/** What a figure shows when nothing stands behind it: never a made-up number. */
export const NO_DATA = "No data yet";

/** The Predictive Revenue card's rule (spec section 9): yearly revenue plus 15%. */
const PROJECTION_FACTOR = "1.15";

/** The projected figure in rand, or "No data yet" while the studio has no revenue to project from. */
export function projectedRevenueText(yearlyRevenue: string): string {
  if (Number(yearlyRevenue) === 0) return NO_DATA;
  return formatRand(lineTotal(PROJECTION_FACTOR, yearlyRevenue));
}

export function percentText(value: number | null): string {
  return value === null ? NO_DATA : `${value}%`;
}

/** Client satisfaction out of 10; "Unknown" while no client has rated the studio. */
export function satisfactionText(score: number | null): string {
  return score === null ? "Unknown" : `${score}/10`;
}

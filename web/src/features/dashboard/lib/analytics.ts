import type { ForecastAnalytics } from "@atelier/contracts";
import { formatRand } from "@atelier/money";

/** What a figure shows when nothing stands behind it: never a made-up number. */
export const NO_DATA = "No data yet";

/** The Predictive Revenue figure in rand, or "No data yet" while nothing is awaiting the client or sold and undelivered. */
export function projectedRevenueText(forecast: ForecastAnalytics): string {
  if (Number(forecast.awaitingApproval) === 0 && Number(forecast.approvedUndelivered) === 0) return NO_DATA;
  return formatRand(forecast.projected);
}

/** How the Predictive Revenue figure is made, in the studio's own numbers. */
export function projectionBasisText({ awaitingApproval, approvalRate, approvedUndelivered }: ForecastAnalytics): string {
  const awaiting =
    approvalRate === null
      ? `${formatRand(awaitingApproval)} awaiting approval (no approval rate yet, so not counted)`
      : `${formatRand(awaitingApproval)} awaiting approval × your ${approvalRate}% approval rate`;
  return `${awaiting}, plus ${formatRand(approvedUndelivered)} approved and not yet delivered`;
}

export function percentText(value: number | null): string {
  return value === null ? NO_DATA : `${value}%`;
}

/** Client satisfaction out of 10; "Unknown" while no client has rated the studio. */
export function satisfactionText(score: number | null): string {
  return score === null ? "Unknown" : `${score}/10`;
}

/** U+2212, the typographic minus, which reads and aligns better than a hyphen beside figures. */
const MINUS = "\u2212";

/** A change in percent with its direction: "+12%", "−5%", "0%". */
export function signedPercent(change: number): string {
  const sign = change > 0 ? "+" : change < 0 ? MINUS : "";
  return `${sign}${Math.abs(change)}%`;
}

/** The line under a dashboard stat: how this month compares with last month, or that there is nothing to compare. */
export function trendText(percentChange: number | null): string {
  return percentChange === null ? "No data from last month" : `${signedPercent(percentChange)} from last month`;
}

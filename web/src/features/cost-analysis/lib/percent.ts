/** A margin or markup as the panel shows it: one decimal, "32.5%". */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

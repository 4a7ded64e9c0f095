const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? "" : "s"} ago`;

/** The spec's relative time labels: "Just now", then minutes, hours and days. */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return count(Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return count(Math.floor(elapsed / HOUR_MS), "hour");
  return count(Math.floor(elapsed / DAY_MS), "day");
}

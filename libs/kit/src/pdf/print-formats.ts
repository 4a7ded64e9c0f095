const longDate = new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-23" as a UTC midnight; anything else is refused rather than printed as "Invalid Date". */
export function dateOfDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`Not a date (YYYY-MM-DD): ${day}`);
  }
  return date;
}

/** "23 November 2026". */
export function formatDay(day: string): string {
  return longDate.format(dateOfDay(day));
}

/** 2 → "2", 6.5 → "6.5", 1.25 → "1.25": quantities have at most two decimals. */
export function formatQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(2)));
}

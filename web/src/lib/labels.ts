/** An enum value as people read it: "site_visit" → "Site Visit", "luxury-modern" → "Luxury Modern". */
export function humanize(value: string): string {
  return value
    .split(/[_-]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Select options for an enum, labelled for people. */
export function optionsOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}

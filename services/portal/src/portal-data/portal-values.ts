/** A `@db.Date` column as the calendar date it stores. */
export const toDateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Read URLs of the portal's images last six hours (the same URL for an hour, for the browser's cache). */
export const IMAGE_URL_SECONDS = 6 * 3600;

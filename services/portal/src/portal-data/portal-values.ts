/** A moment the API answers as ISO 8601, or null. */
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Read URLs of the portal's images last six hours (the same URL for an hour, for the browser's cache). */
export const IMAGE_URL_SECONDS = 6 * 3600;

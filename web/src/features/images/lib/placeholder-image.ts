/** Stands in for a photo or thumbnail that cannot be loaded (spec section 8): a muted frame with a broken-picture mark. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#efe9e1"/><g fill="none" stroke="#a39382" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><rect x="34" y="38" width="52" height="44" rx="4"/><circle cx="50" cy="52" r="5"/><path d="M36 78l16-16 10 10 8-8 14 14"/><path d="M28 30l64 64"/></g></svg>`,
)}`;

/** The Cache Storage cache holding the API answers a site visit reads, filled by the service worker. */
export const API_CACHE_NAME = "atelier-api";

/** Cached answers older than this are not shown: a month-old room is no guide to the site. */
export const API_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The same-origin GETs that reach a room without signal: who is signed in, the dashboard's project list, figures
 * and week, a project with the tabs a site visit uses (rooms, photos, timeline, deliveries, production) and a room
 * with its items, images and notes. Never the portal, search, money, files (PDFs, labels, delivery notes) or jobs.
 * Workbox writes this function into /sw.js with toString, so it uses nothing from outside its own body.
 */
export function isSiteVisitRead({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return (
    sameOrigin &&
    /^\/api\/(user|dashboard\/(stats|this-week)|logistics\/this-week|projects|projects\/[^/]+(\/(rooms|images|timeline|deliveries|productions))?|rooms\/[^/]+(\/(items|images|voice-notes))?)$/.test(
      url.pathname,
    )
  );
}

/** The Cache Storage cache holding the images a site visit's pages show (thumbnails, photos, concepts). */
export const IMAGE_CACHE_NAME = "atelier-images";

/** Several times what the warm-up keeps; past it the least recently used go first. */
export const IMAGE_CACHE_MAX_ENTRIES = 1000;

/**
 * A stored image a page shows: a thumbnail, a photo or a generated concept, from the app's own object route or the
 * object store's origin. Its signed URL stays the same within the hour, so a kept answer names the kept image.
 * Written into /sw.js like isSiteVisitRead, so it too uses nothing from outside its own body.
 */
export function isShownImageRead({ url }: { url: URL }): boolean {
  return /\/studios\/[^/]+\/(thumbnails|photos|generated)\/[^/]+$/.test(url.pathname);
}

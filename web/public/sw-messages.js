// Imported by the site app's service worker (vite.config.ts, workbox.importScripts): what pages ask of it.
// - CLAIM_CLIENTS: a page the worker does not control (opened while the worker was still activating, or reloaded past
//   it) keeps nothing for use without signal; the app asks the active worker to take charge of it (quiet-moment.ts).
// - SESSION_ENDED: from now on no answer to a read sent before this moment is kept (ended-session-guard.ts), so a read
//   of the session that just ended, answered after its answers were deleted, does not come back; answered on the port
//   once noted, so the page deletes the caches only after.
self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "CLAIM_CLIENTS") event.waitUntil(self.clients.claim());
  if (type === "SESSION_ENDED") {
    self.atelierSessionEndedAt = Date.now();
    if (event.ports[0]) event.ports[0].postMessage("noted");
  }
});

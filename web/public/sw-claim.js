// Imported by the site app's service worker (vite.config.ts, workbox.importScripts). A page the worker does not control
// (opened while the worker was still activating, or reloaded past it) keeps nothing for use without signal; the app
// asks the active worker to take charge of it (offline-cache/lib/quiet-moment.ts).
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "CLAIM_CLIENTS") event.waitUntil(self.clients.claim());
});

/**
 * Installs the site app's service worker (/sw.js, built by Workbox) in production builds only: in development
 * Vite serves modules that a precache would pin. A browser without service workers still gets the upload queue.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Without the worker the app still works online; the next visit tries again.
  });
}

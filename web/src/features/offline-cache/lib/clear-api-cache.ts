import { API_CACHE_NAME, IMAGE_CACHE_NAME } from "./api-cache-route";
import { savedAnswers } from "./saved-answers";
import { stopApiCacheWarmUp } from "./warm-api-cache";

/** How long a page waits for the worker to note the session's end before deleting the caches anyway. */
const WORKER_NOTE_MS = 1_000;

/**
 * Tells the site app's worker that the session ended, so it keeps no answer to a read sent before now (a warm-up's
 * read in flight); resolves once it has noted it, at once without a worker.
 */
async function tellWorkerSessionEnded(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: "SESSION_ENDED" }, [channel.port2]);
    // A worker stopped mid-update never answers: the caches go regardless.
    window.setTimeout(resolve, WORKER_NOTE_MS);
  });
}

/**
 * Forgets every API answer and image kept on this device, and stops a warm-up that would keep more: called when the session
 * ends (sign-out, or the server saying nobody is signed in), so the next person on this device never sees them.
 */
export async function clearApiCache(): Promise<void> {
  stopApiCacheWarmUp();
  savedAnswers.forget();
  if (!("caches" in window)) return;
  await tellWorkerSessionEnded();
  await Promise.all([caches.delete(API_CACHE_NAME), caches.delete(IMAGE_CACHE_NAME)]);
}

import { API_CACHE_NAME, IMAGE_CACHE_NAME } from "./api-cache-route";
import { savedAnswers } from "./saved-answers";
import { stopApiCacheWarmUp } from "./warm-api-cache";

/**
 * Forgets every API answer and image kept on this device, and stops a warm-up that would keep more: called when the session
 * ends (sign-out, or the server saying nobody is signed in), so the next person on this device never sees them.
 */
export async function clearApiCache(): Promise<void> {
  stopApiCacheWarmUp();
  savedAnswers.forget();
  if (!("caches" in window)) return;
  await Promise.all([caches.delete(API_CACHE_NAME), caches.delete(IMAGE_CACHE_NAME)]);
}

import type { QueryClient } from "@tanstack/react-query";

/** Safari has no idle callback: a second's pause stands in for it. */
const idle = () =>
  new Promise<void>((resolve) => {
    const hasIdleCallback = (window.requestIdleCallback as Window["requestIdleCallback"] | undefined) !== undefined;
    if (hasIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else window.setTimeout(resolve, 1_000);
  });

const onceEvent = (target: EventTarget, type: string) =>
  new Promise<void>((resolve) => target.addEventListener(type, () => resolve(), { once: true }));

/**
 * Until the service worker controls this page. A worker installed while the page loads claims it on activating; a
 * page opened while the worker was activating, or reloaded past it, stays uncontrolled unless it asks the active
 * worker to claim it (public/sw-messages.js).
 */
async function controlledPage(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  const controlled = onceEvent(navigator.serviceWorker, "controllerchange");
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: "CLAIM_CLIENTS" });
  await controlled;
}

/**
 * Resolves once a warm-up can run without getting in the way: the browser is online, the service worker controls
 * this page (else nothing it reads would be kept), and the screen's own reads are done and the browser idle.
 * It never resolves where there is no service worker (development, old browsers).
 */
export async function quietMoment(queryClient: QueryClient): Promise<void> {
  if (!("serviceWorker" in navigator)) return new Promise(() => undefined);
  if (!navigator.onLine) await onceEvent(window, "online");
  await controlledPage();
  do await idle();
  while (queryClient.isFetching() > 0);
}

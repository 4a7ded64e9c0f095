import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` breakpoint (640 px), where the page's own layout turns to a phone's. */
const PHONE_QUERY = "(max-width: 639.98px)";

const phoneQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is a phone's, following it as the window is resized or the phone turned. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false, () => false);
}

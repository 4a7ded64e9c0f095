import type { CachedAnswerMessage, FreshAnswerMessage } from "./cached-answer-notice";

type Listener = () => void;

/** When the oldest saved answer on show was saved (a cached answer stood in for the network), or null when none is. */
let oldestSavedAt: number | null = null;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

const isCachedAnswer = (data: unknown): data is CachedAnswerMessage =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === "atelier:cached-answer";

/** The saved answers the service worker gave this page instead of the network's, as a store React can read. */
export const savedAnswers = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): number | null => oldestSavedAt,
  /** Counts one message from the service worker; anything else is ignored. */
  receive(data: unknown): void {
    if (!isCachedAnswer(data) || data.savedAt === null) return;
    const savedAt = Date.parse(data.savedAt);
    if (Number.isNaN(savedAt) || (oldestSavedAt !== null && oldestSavedAt <= savedAt)) return;
    oldestSavedAt = savedAt;
    emit();
  },
  /** Fresh answers are on their way: nothing saved is on show any more. */
  forget(): void {
    if (oldestSavedAt === null) return;
    oldestSavedAt = null;
    emit();
  },
};

const isFreshAnswer = (data: unknown): data is FreshAnswerMessage =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === "atelier:fresh-answer";

/**
 * Listens for the service worker's word that it answered from its cache, and calls `onFreshAnswer` each time the
 * network answered instead; answers the function that stops it.
 */
export function listenForSavedAnswers(onFreshAnswer: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const worker = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => (isFreshAnswer(event.data) ? onFreshAnswer() : savedAnswers.receive(event.data));
  worker.addEventListener("message", onMessage);
  return () => worker.removeEventListener("message", onMessage);
}

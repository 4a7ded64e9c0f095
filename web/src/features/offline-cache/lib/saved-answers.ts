import type { CachedAnswerMessage } from "./cached-answer-notice";

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

/** Listens for the service worker's word that it answered from its cache; answers the function that stops it. */
export function listenForSavedAnswers(): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => savedAnswers.receive(event.data);
  navigator.serviceWorker.addEventListener("message", onMessage);
  return () => navigator.serviceWorker.removeEventListener("message", onMessage);
}

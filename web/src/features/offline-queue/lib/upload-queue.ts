import { drainQueue, type DrainEvents } from "./drain-queue";
import type { NewUpload, QueuedUpload } from "./queued-upload";
import { addUpload, listUploads, removeUpload } from "./queue-store";

export interface UploadQueueState {
  uploads: QueuedUpload[];
  /** The upload on its way now. */
  sendingId: number | null;
  online: boolean;
}

/** With the connection up but the server out of reach, the queue tries again after this, doubling up to the most. */
const FIRST_RETRY_MS = 15_000;
const MOST_RETRY_MS = 5 * 60_000;

let state: UploadQueueState = { uploads: [], sendingId: null, online: typeof navigator === "undefined" || navigator.onLine };
const listeners = new Set<() => void>();
type QueueEvents = Pick<DrainEvents, "saved" | "refused">;

let running: { userId: string; events: QueueEvents } | null = null;
let draining: Promise<void> | null = null;
let drainAgain = false;
let retryTimer: number | undefined;
let retryMs = FIRST_RETRY_MS;

function setState(change: Partial<UploadQueueState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

async function reload(): Promise<void> {
  try {
    setState({ uploads: running ? await listUploads(running.userId) : [] });
  } catch {
    // No IndexedDB here (a private window may refuse it): nothing can have waited, and new uploads say they failed.
  }
}

function scheduleRetry(): void {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(() => void drain(), retryMs);
  retryMs = Math.min(retryMs * 2, MOST_RETRY_MS);
}

async function drainWhileAsked(): Promise<void> {
  do {
    drainAgain = false;
    const current = running;
    if (!current || !navigator.onLine) return;
    const outcome = await drainQueue(current.userId, {
      sending: (upload) => setState({ sendingId: upload.id }),
      saved: (upload) => {
        setState({ uploads: state.uploads.filter(({ id }) => id !== upload.id), sendingId: null });
        current.events.saved(upload);
      },
      refused: (upload, reason) => {
        setState({ sendingId: null });
        current.events.refused(upload, reason);
      },
    }).finally(() => setState({ sendingId: null }));
    await reload();
    if (outcome === "offline") return scheduleRetry();
    retryMs = FIRST_RETRY_MS;
  } while (drainAgain);
}

/** Sends what waits, unless a drain is already under way, which then goes round once more for what came meanwhile. */
export function drain(): Promise<void> {
  if (draining) {
    drainAgain = true;
    return draining;
  }
  window.clearTimeout(retryTimer);
  draining = drainWhileAsked()
    .catch(() => reload())
    .finally(() => {
      draining = null;
    });
  return draining;
}

const onOnline = () => {
  setState({ online: true });
  retryMs = FIRST_RETRY_MS;
  void drain();
};
const onOffline = () => setState({ online: false });

/**
 * Runs the designer's queue while they are signed in: it drains now (the app's start), on every return of the
 * connection, and after a while when the server was out of reach. `events` hears each upload saved or refused.
 */
export function runUploadQueue(userId: string, events: QueueEvents): () => void {
  running = { userId, events };
  setState({ online: navigator.onLine });
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  void reload().then(() => drain());
  return () => {
    running = null;
    window.clearTimeout(retryTimer);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onOffline);
    setState({ uploads: [], sendingId: null });
  };
}

/** Keeps an upload until it can be sent, and sends it at once when the connection allows. */
export async function queueUpload(upload: NewUpload): Promise<void> {
  if (!running) throw new Error("Uploads wait only for a signed-in designer");
  await addUpload(running.userId, upload);
  await reload();
  void drain();
}

/** Lets go of an upload the server refused (or one the designer no longer wants). */
export async function discardUpload(id: number): Promise<void> {
  await removeUpload(id);
  await reload();
}

export const uploadQueue = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): UploadQueueState => state,
};

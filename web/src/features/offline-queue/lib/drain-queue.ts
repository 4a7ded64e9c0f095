import type { QueuedUpload } from "./queued-upload";
import { getUpload, listUploads, removeUpload, updateUpload } from "./queue-store";
import { sendQueuedUpload } from "./send-queued-upload";
import { uploadFailureOf } from "./upload-failure";

export interface DrainEvents {
  /** An upload is on its way. */
  sending: (upload: QueuedUpload) => void;
  /** The server confirmed it; it has left the queue. */
  saved: (upload: QueuedUpload) => void;
  /** The server refused it for good; it stays, with the reason, until discarded. */
  refused: (upload: QueuedUpload, reason: string) => void;
}

/** Every tab of the site app drains the same queue: one at a time, so no two send the same upload at once. */
const LOCK = "atelier-upload-queue";

/**
 * Sends the designer's waiting uploads in the order they were made, each removed only once the server has
 * confirmed it. Answers "offline" when one could not go through for now (it and those after it wait for the
 * next drain), "done" when none is left to send.
 */
async function drainInOrder(userId: string, events: DrainEvents): Promise<"done" | "offline"> {
  for (const { id } of await listUploads(userId)) {
    // Read again: it may have been discarded, or sent by another tab, since the list was read.
    const upload = await getUpload(id);
    if (!upload || upload.failure) continue;
    events.sending(upload);
    try {
      await sendQueuedUpload(upload);
    } catch (error) {
      const failure = uploadFailureOf(error);
      if (failure.offline) return "offline";
      await updateUpload(id, { failure: failure.reason });
      events.refused(upload, failure.reason);
      continue;
    }
    await removeUpload(id);
    events.saved(upload);
  }
  return "done";
}

/** drainInOrder under a lock across the app's tabs, where the browser has Web Locks. */
export function drainQueue(userId: string, events: DrainEvents): Promise<"done" | "offline"> {
  if (typeof navigator === "undefined" || !("locks" in navigator)) return drainInOrder(userId, events);
  return navigator.locks.request(LOCK, () => drainInOrder(userId, events));
}

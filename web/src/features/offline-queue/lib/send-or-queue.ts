import { toast } from "@/hooks/use-toast";
import type { NewUpload } from "./queued-upload";
import { isOfflineFailure } from "./upload-failure";
import { queueUpload } from "./upload-queue";

export type SentOrQueued<T> = { queued: false; answer: T } | { queued: true };

/** Told when something made without signal is kept on the device instead of sent. */
export function toastQueued(): void {
  toast({ title: "Waiting to upload", description: "It is kept on this device and uploads by itself when the connection returns." });
}

/**
 * Sends now when the browser is online; without a connection (offline, or the send failing for want of one)
 * the upload goes into the queue, which sends it, with what `upload` holds, once the connection returns.
 */
export async function sendOrQueue<T>(send: () => Promise<T>, upload: NewUpload): Promise<SentOrQueued<T>> {
  if (navigator.onLine) {
    try {
      return { queued: false, answer: await send() };
    } catch (error) {
      if (!isOfflineFailure(error)) throw error;
    }
  }
  await queueUpload(upload);
  toastQueued();
  return { queued: true };
}

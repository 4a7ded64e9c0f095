import { ApiError, serverMessage } from "@/lib/api";
import { UploadRefusedError } from "@/lib/upload-file";

/** Statuses that say "not now": the upload is sent again later, unchanged. */
const TRY_LATER = new Set([401, 408, 425, 429]);

/**
 * Why an upload did not go through: `offline` when it may go through later as it is (no connection, the server
 * down or busy, the session to renew), or the server's reason when it refused it for good (any other 4xx, or an
 * answer the app cannot read), which no retry would change.
 */
export function uploadFailureOf(error: unknown): { offline: true } | { offline: false; reason: string } {
  const status = error instanceof ApiError || error instanceof UploadRefusedError ? error.status : null;
  if (status === null) {
    // fetch rejects with a TypeError when no answer came at all.
    if (error instanceof TypeError) return { offline: true };
    return { offline: false, reason: error instanceof Error ? error.message : "Unknown error occurred" };
  }
  if (status >= 500 || TRY_LATER.has(status)) return { offline: true };
  return { offline: false, reason: serverMessage(error) ?? (error as Error).message };
}

/** Whether a send failed for want of a connection, so what was sent belongs in the queue. */
export const isOfflineFailure = (error: unknown) => uploadFailureOf(error).offline;

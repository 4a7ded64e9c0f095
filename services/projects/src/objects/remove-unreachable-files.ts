import type { MediaDeps } from "../config";

/**
 * Removes stored files whose rows a committed transaction deleted, and lets the studio's upload quota count again.
 * The rows are gone, so the files are unreachable: a failed removal only leaves garbage behind, never an error.
 */
export async function removeUnreachableFiles({ storage, quota, logger }: Pick<MediaDeps, "storage" | "quota" | "logger">, studioId: string, keys: string[], whose: string): Promise<void> {
  if (keys.length === 0) return;
  await storage.remove(keys).catch((error: unknown) => logger.warn({ err: error, keys }, `could not remove ${whose} files`));
  await quota.forget(studioId);
}

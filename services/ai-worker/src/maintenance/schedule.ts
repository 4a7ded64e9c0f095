import type { PrismaClient } from "@atelier/db";
import type { Logger, ObjectStorage, Redis } from "@atelier/kit";
import { sweepAbandonedUploads } from "./sweep-abandoned-uploads";

const EVERY_MS = 3600 * 1000;
const LOCK = "atelier:maintenance:sweep-abandoned-uploads";

/**
 * Sweeps abandoned uploads once an hour. Every worker process schedules it; a Redis lock held for
 * the hour lets only one of them run it.
 */
export function scheduleMaintenance(deps: { prisma: PrismaClient; storage: ObjectStorage; redis: Redis; logger: Logger }): () => void {
  const run = async () => {
    if ((await deps.redis.set(LOCK, String(process.pid), "PX", EVERY_MS - 60_000, "NX")) !== "OK") return;
    const removed = await sweepAbandonedUploads(deps.prisma, deps.storage);
    deps.logger.info({ removed }, "swept abandoned uploads");
  };
  const tick = () => void run().catch((error: unknown) => deps.logger.warn({ err: error }, "sweeping abandoned uploads failed"));
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

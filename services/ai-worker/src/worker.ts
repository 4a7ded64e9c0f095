/**
 * The AI job workers, as a process of their own: start as many as the work needs. They share the
 * database and Redis with the HTTP service, and push progress to browsers through the gateway.
 */
import { baseConfigSchema, createEmitter, createLogger, createRedis, loadConfig, onShutdown } from "@atelier/kit";
import { createPrismaClient } from "@atelier/db";
import { startAiWorkers } from "./jobs/workers";

const config = loadConfig(baseConfigSchema);
const logger = createLogger("ai-worker-jobs", config.LOG_LEVEL);
const prisma = createPrismaClient(config.DATABASE_URL);
const connection = createRedis(config.REDIS_URL, { forBullmq: true });
const publisher = createRedis(config.REDIS_URL);
const workers = startAiWorkers({ prisma, connection, emitter: createEmitter(publisher), logger });
logger.info({ workers: workers.length }, "AI workers running");

onShutdown(logger, async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.allSettled([prisma.$disconnect(), connection.quit(), publisher.quit()]);
});

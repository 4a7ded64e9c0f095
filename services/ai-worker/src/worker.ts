/**
 * The AI job workers, as a process of their own: start as many as the work needs. They share the
 * database, Redis and object storage with the services, and push progress to browsers through the gateway.
 */
import { createEmitter, createLogger, createObjectStorage, createRedis, installSafetyNet, loadConfig, onShutdown } from "@atelier/kit";
import { createPrismaClient } from "@atelier/db";
import { aiWorkerConfigSchema } from "./config";
import { createProjectsClient } from "./jobs/projects-client";
import { startAiWorkers } from "./jobs/workers";
import { scheduleMaintenance } from "./maintenance/schedule";
import { chooseProviders } from "./providers";

const config = loadConfig(aiWorkerConfigSchema);
const logger = createLogger("ai-worker-jobs", config.LOG_LEVEL);
const prisma = createPrismaClient(config.DATABASE_URL);
const connection = createRedis(config.REDIS_URL, { forBullmq: true });
const publisher = createRedis(config.REDIS_URL);
const providers = chooseProviders(config);
const storage = createObjectStorage(config);
const workers = startAiWorkers(
  {
    prisma,
    connection,
    emitter: createEmitter(publisher),
    logger,
    providers,
    storage,
    projects: createProjectsClient(config.PROJECTS_URL, config.INTERNAL_SECRET),
  },
  { concurrency: config.JOB_CONCURRENCY, lockSeconds: config.JOB_LOCK_SECONDS },
);
const stopMaintenance = scheduleMaintenance({ prisma, storage, redis: publisher, logger });
logger.info({ workers: workers.length, providers: providers.name, concurrency: config.JOB_CONCURRENCY }, "AI workers running");

const shutdown = onShutdown(logger, async () => {
  stopMaintenance();
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.allSettled([prisma.$disconnect(), connection.quit(), publisher.quit()]);
});
installSafetyNet(logger, shutdown);

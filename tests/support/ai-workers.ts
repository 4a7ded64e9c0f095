import type { Worker } from "bullmq";
import { inject } from "vitest";
import { createPrismaClient } from "@atelier/db";
import { createEmitter, createLogger, createObjectStorage, createRedis } from "@atelier/kit";
import { aiWorkerConfigSchema } from "../../services/ai-worker/src/config";
import type { AiJobDeps } from "../../services/ai-worker/src/jobs/job-deps";
import { createProjectsClient } from "../../services/ai-worker/src/jobs/projects-client";
import { startAiWorkers } from "../../services/ai-worker/src/jobs/workers";
import { chooseProviders } from "../../services/ai-worker/src/providers";
import { TEST_SECRET, type TestStack } from "./test-stack";

export interface TestWorkers {
  workers: Worker[];
  /** What the handlers work with, for calling one directly. */
  deps: AiJobDeps;
  close(): Promise<void>;
}

/** The real AI workers (offline providers unless `env` sets OPENAI_*) in this process, for a test stack. */
export function startTestWorkers(stack: TestStack, env: Record<string, string> = {}): TestWorkers {
  const config = aiWorkerConfigSchema.parse({
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    PROJECTS_URL: stack.projectsUrl,
    ...stack.storageSettings,
    ...env,
  });
  const prisma = createPrismaClient(config.DATABASE_URL);
  const connection = createRedis(config.REDIS_URL, { forBullmq: true });
  const publisher = createRedis(config.REDIS_URL);
  const deps: AiJobDeps = {
    prisma,
    connection,
    emitter: createEmitter(publisher),
    logger: createLogger("ai-test", "silent"),
    providers: chooseProviders(config),
    storage: createObjectStorage(config),
    projects: createProjectsClient(config.PROJECTS_URL, config.INTERNAL_SECRET),
  };
  const workers = startAiWorkers(deps);
  return {
    workers,
    deps,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.allSettled([prisma.$disconnect(), connection.quit(), publisher.quit()]);
    },
  };
}

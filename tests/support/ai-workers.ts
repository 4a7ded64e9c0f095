import type { Worker } from "bullmq";
import { inject } from "vitest";
import { createPrismaClient } from "@atelier/db";
import { createEmitter, createLogger, createRedis, startWork } from "@atelier/kit";
import { aiWorkerConfigSchema } from "../../services/ai-worker/src/config";
import type { AiJobDeps } from "../../services/ai-worker/src/jobs/job-deps";
import { aiWork } from "../../services/ai-worker/src/jobs/work";
import { TEST_SECRET, type TestStack } from "./test-stack";

export interface TestWorkers {
  workers: Worker[];
  /** What the handlers work with, for calling one directly. */
  deps: AiJobDeps;
  close(): Promise<void>;
}

/**
 * The real AI workers (offline providers unless `env` sets OPENAI_*) in this process, on the worker
 * host, for a test stack. The upload sweep is not scheduled: tests sweep when they mean to.
 */
export async function startTestWorkers(stack: TestStack, env: Record<string, string> = {}): Promise<TestWorkers> {
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
  const deps = aiWork.deps({ prisma, connection, emitter: createEmitter(publisher), logger: createLogger("ai-test", "silent") }, config);
  const running = await startWork(aiWork, deps, { schedule: false });
  return {
    workers: running.workers,
    deps,
    async close() {
      await running.close();
      await Promise.allSettled([prisma.$disconnect(), connection.quit(), publisher.quit()]);
    },
  };
}

import type { Worker } from "bullmq";
import { connectWorker, createLogger, startWork } from "@atelier/kit";
import { aiWorkerConfigSchema } from "../../services/ai-worker/src/config";
import type { AiJobDeps } from "../../services/ai-worker/src/jobs/job-deps";
import { aiWork } from "../../services/ai-worker/src/jobs/work";
import { projectsWorkerConfigSchema } from "../../services/projects/src/config";
import { projectsWork } from "../../services/projects/src/subscribers/work";
import type { ProjectsWorkerDeps } from "../../services/projects/src/subscribers/worker-deps";
import { TEST_SECRET, type TestStack } from "./test-stack";
import { testDatabaseUrl, testRedisUrl } from "./test-infra";

export interface TestWorkers {
  workers: Worker[];
  /** What the AI handlers work with, for calling one directly. */
  deps: AiJobDeps;
  /** What the projects service's subscribers work with, for calling one directly. */
  projectsDeps: ProjectsWorkerDeps;
  close(): Promise<void>;
}

/**
 * The real AI workers (offline providers unless `env` sets OPENAI_*) and the projects service's
 * subscribers, which keep what the AI jobs hand over, in this process on the worker host, for a test
 * stack. Scheduled work is not scheduled: tests sweep when they mean to.
 */
export async function startTestWorkers(stack: TestStack, env: Record<string, string> = {}): Promise<TestWorkers> {
  const shared = { DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, MAIL_OUTBOX_DIR: stack.mailOutboxDir, ...stack.storageSettings };
  const aiConfig = aiWorkerConfigSchema.parse({ ...shared, ...env });
  const projectsConfig = projectsWorkerConfigSchema.parse({ ...shared, ...env });
  const aiConnections = connectWorker(aiConfig, createLogger("ai-test", "silent"));
  const projectsConnections = connectWorker(projectsConfig, createLogger("projects-test", "silent"));
  const deps = aiWork.deps(aiConnections.deps, aiConfig);
  const projectsDeps = projectsWork.deps(projectsConnections.deps, projectsConfig);
  const running = [await startWork(aiWork, deps, { schedule: false }), await startWork(projectsWork, projectsDeps, { schedule: false })];
  return {
    workers: running.flatMap((work) => work.workers),
    deps,
    projectsDeps,
    async close() {
      await Promise.all(running.map((work) => work.close()));
      await projectsWork.close?.(projectsDeps);
      await Promise.all([aiConnections.close(), projectsConnections.close()]);
    },
  };
}

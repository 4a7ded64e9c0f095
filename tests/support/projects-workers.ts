import { inject } from "vitest";
import { projectsWorkerConfigSchema } from "../../services/projects/src/config";
import { projectsWork } from "../../services/projects/src/subscribers/work";
import type { ProjectsWorkerDeps } from "../../services/projects/src/subscribers/worker-deps";
import { startServiceWorkers, type ServiceTestWorkers } from "./service-workers";
import { TEST_SECRET, type TestStack } from "./test-stack";

export type ProjectsTestWorkers = ServiceTestWorkers<ProjectsWorkerDeps>;

/**
 * The projects service's real workers (its event subscribers) for a test stack: the stack's storage, and its
 * mail folder for the notifications' e-mail. Tests run the scheduled work when they mean to.
 */
export function startProjectsWorkers(stack: TestStack, env: Record<string, string> = {}): Promise<ProjectsTestWorkers> {
  const config = projectsWorkerConfigSchema.parse({
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    MAIL_OUTBOX_DIR: stack.mailOutboxDir,
    ...stack.storageSettings,
    ...env,
  });
  return startServiceWorkers(projectsWork, config);
}

import { projectsWork } from "../../services/projects/src/subscribers/work";
import type { ProjectsWorkerDeps } from "../../services/projects/src/subscribers/worker-deps";
import { startStackWorkers, type ServiceTestWorkers } from "./service-workers";
import type { TestStack } from "./test-stack";

export type ProjectsTestWorkers = ServiceTestWorkers<ProjectsWorkerDeps>;

/**
 * The projects service's real workers (its event subscribers) for a test stack: the stack's storage, and its
 * mail folder for the notifications' e-mail. Tests run the scheduled work when they mean to.
 */
export const startProjectsWorkers = (stack: TestStack, env: Record<string, string> = {}): Promise<ProjectsTestWorkers> => startStackWorkers(projectsWork, stack, env);

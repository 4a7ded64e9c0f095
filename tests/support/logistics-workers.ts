import { logisticsWork } from "../../services/logistics/src/jobs/work";
import type { LogisticsWorkerDeps } from "../../services/logistics/src/jobs/worker-deps";
import { startStackWorkers, type ServiceTestWorkers } from "./service-workers";
import type { TestStack } from "./test-stack";

export type LogisticsTestWorkers = ServiceTestWorkers<LogisticsWorkerDeps>;

/** The logistics service's real workers (its subscribers) for a test stack. Tests run the scheduled overdue check when they mean to. */
export const startLogisticsWorkers = (stack: TestStack, env: Record<string, string> = {}): Promise<LogisticsTestWorkers> => startStackWorkers(logisticsWork, stack, env);

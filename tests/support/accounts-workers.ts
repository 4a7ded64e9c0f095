import { accountsWork } from "../../services/accounts/src/jobs/work";
import type { AccountsWorkerDeps } from "../../services/accounts/src/jobs/worker-deps";
import { startStackWorkers, type ServiceTestWorkers } from "./service-workers";
import type { TestStack } from "./test-stack";

export type AccountsTestWorkers = ServiceTestWorkers<AccountsWorkerDeps>;

/** The accounts service's real workers (mailing invoices, deposits on approval) for a test stack. */
export const startAccountsWorkers = (stack: TestStack, env: Record<string, string> = {}): Promise<AccountsTestWorkers> => startStackWorkers(accountsWork, stack, env);

/**
 * A process whose graceful stop never ends while a timer keeps it alive, as a worker's does when its
 * Redis is gone: for run.test.ts. Prints "ready" once its signal handlers are in place.
 */
import { createLogger } from "../logger";
import { onShutdown } from "../run";

const logger = createLogger("stuck-shutdown-fixture", "info");
setInterval(() => {}, 1_000);
onShutdown(logger, () => new Promise<void>(() => {}), { deadlineMs: Number(process.env.DEADLINE_MS) });
console.log("ready");

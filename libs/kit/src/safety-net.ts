import type { Logger } from "./logger";
import type { Shutdown } from "./run";

/** Past this, a shutdown after an uncaught exception gives up on finishing in-flight work and exits. */
export const CRASH_EXIT_AFTER_MS = 20_000;

/**
 * The last line of defence for a service or worker process, installed once its shutdown exists.
 *
 * - `unhandledRejection`: a promise nobody awaited failed. The work it belonged to was already
 *   answered or abandoned, and nothing half-done is left behind in the process (the rejection did
 *   not unwind anyone's stack), so log it and keep serving everyone else.
 * - `uncaughtException`: something threw out of an event handler or a timer, so whatever it was
 *   doing stopped halfway (a stream half piped, a connection half open) and Node documents the
 *   process as being in an undefined state. Keeping on serving from there risks wrong answers, so
 *   log it and shut down the graceful way (in-flight requests and jobs finish, bounded), exiting 1
 *   so the supervisor (`make dev`, docker compose) starts a clean process; a job this process held
 *   is taken over by another worker once its lock lapses.
 */
export function installSafetyNet(logger: Logger, shutdown: Shutdown, exitAfterMs = CRASH_EXIT_AFTER_MS): void {
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection; still serving");
  });
  let crashed = false;
  process.on("uncaughtException", (error, origin) => {
    logger.fatal({ err: error, origin }, "uncaught exception; shutting down for a restart");
    if (crashed) return;
    crashed = true;
    setTimeout(() => process.exit(1), exitAfterMs).unref();
    shutdown(1, { reason: "uncaught exception" });
  });
}

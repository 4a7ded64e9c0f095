import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import type { Logger } from "./logger";

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

const FORCE_CLOSE_AFTER_MS = 10_000;

/**
 * Listens, and closes without dropping in-flight requests: new connections stop, running ones finish. `options` are
 * Node's own for the server (its time limits).
 */
export async function listen(app: RequestListener, port: number, host = "127.0.0.1", options: ServerOptions = {}): Promise<RunningServer> {
  const server = createServer(options, app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    server,
    port: boundPort,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
        // A keep-alive connection turns idle once its in-flight response is sent: close it then, not at its timeout.
        const sweep = setInterval(() => server.closeIdleConnections(), 50).unref();
        server.close(() => {
          clearTimeout(force);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/** Stops the process through the same one-time, graceful path as a signal, ending with `exitCode`. */
export type Shutdown = (exitCode: number, reason: Record<string, unknown>) => void;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. Later signals are ignored: Ctrl-C in a terminal
 * reaches every process of the group while `make dev` also forwards a SIGTERM, and a shutdown cut
 * short would drop the requests it is finishing (the close itself is bounded). Returns the same
 * shutdown for other reasons to stop (see installSafetyNet).
 */
/** How long a graceful stop may take: a worker's running jobs finish meanwhile, and a job cut off is taken over by another worker. */
export const SHUTDOWN_DEADLINE_MS = 30_000;

export interface ShutdownOptions {
  deadlineMs?: number;
  /** The launcher's pid (SUPERVISOR_PID): the process also stops once that launcher is gone (stopWhenOrphaned). */
  supervisorPid?: number;
}

export function onShutdown(logger: Logger, stop: () => Promise<void>, { deadlineMs = SHUTDOWN_DEADLINE_MS, supervisorPid }: ShutdownOptions = {}): Shutdown {
  let stopping = false;
  const shutdown: Shutdown = (exitCode, reason) => {
    if (stopping) return;
    stopping = true;
    logger.info(reason, "shutting down");
    // A stop that never ends (a connection waiting for a server that is gone) must not leave the process behind.
    setTimeout(() => {
      logger.error({ deadlineMs }, "shutdown did not finish in time; exiting");
      process.exit(1);
    }, deadlineMs).unref();
    stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", (signal) => shutdown(0, { signal }));
  process.on("SIGINT", (signal) => shutdown(0, { signal }));
  stopWhenOrphaned(shutdown, supervisorPid);
  return shutdown;
}

/** How often a supervised process looks for the launcher that started it. */
export const SUPERVISOR_CHECK_MS = 1_000;

/**
 * Stops the process the graceful way once the launcher that started it (`make dev`, the end-to-end stack: its pid is
 * SUPERVISOR_PID) is gone, rather than staying behind with nobody to stop it: a launcher killed outright runs no
 * cleanup, and its children are handed to init. Without `supervisorPid` (docker compose, Kubernetes), nothing.
 */
export function stopWhenOrphaned(shutdown: Shutdown, supervisorPid: number | undefined, everyMs = SUPERVISOR_CHECK_MS): void {
  if (supervisorPid === undefined) return;
  const check = setInterval(() => {
    if (process.ppid === supervisorPid) return;
    clearInterval(check);
    shutdown(0, { reason: "the launcher that started this process is gone", supervisorPid });
  }, everyMs).unref();
}

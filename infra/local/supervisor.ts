import { stopService, type ServiceProcess } from "./processes";

/** First restart after 1 s, doubling to 30 s; a process that ran a minute without crashing starts again at 1 s. */
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

export interface SupervisedService {
  name: string;
  /** Stops the process and any restart still waiting; the supervisor restarts nothing afterwards. */
  stop(): Promise<void>;
}

/**
 * Keeps one service process running: when it exits on its own (a crash), it is started again after a
 * growing delay, and `log` says so in one line. One crashed service leaves the rest of the stack alone.
 */
export function supervise(start: () => ServiceProcess, log: (line: string) => void): SupervisedService {
  let current = start();
  let startedAt = Date.now();
  let crashesInARow = 0;
  let stopped = false;
  let restart: NodeJS.Timeout | undefined;

  const watch = (process: ServiceProcess) => {
    void process.exited.then((code) => {
      if (stopped) return;
      crashesInARow = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashesInARow + 1;
      const delay = Math.min(FIRST_DELAY_MS * 2 ** (crashesInARow - 1), LONGEST_DELAY_MS);
      const how = code === null ? `was killed (${process.child.signalCode})` : `exited with code ${code}`;
      log(`${process.name} ${how}; restarting it in ${delay / 1000} s (see .data/logs/${process.name}.log)`);
      restart = setTimeout(() => {
        startedAt = Date.now();
        current = start();
        watch(current);
      }, delay);
    });
  };
  watch(current);

  return {
    name: current.name,
    async stop() {
      stopped = true;
      clearTimeout(restart);
      await stopService(current);
    },
  };
}

import { Registry } from "prom-client";

/**
 * One process's metrics, each series labelled with the process it came from; its parts add theirs, and
 * serveMetrics adds Node's own once the process serves them.
 */
export function createProcessMetrics(processName: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  return registry;
}

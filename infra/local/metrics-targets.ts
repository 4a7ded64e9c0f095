import { writeFile } from "node:fs/promises";
import type { StackProcess } from "./stack-processes";

/** The first of `make dev`'s metrics ports, one a process in the stack's order, apart from the services' own. */
export const FIRST_METRICS_PORT = 9100;

/** Each process of the stack with the port it serves its metrics on. */
export function metricsPorts(processes: readonly StackProcess[], offset = 0): Map<string, number> {
  return new Map(processes.map((each, index) => [each.name, FIRST_METRICS_PORT + offset + index]));
}

/** Prometheus' file-based service discovery: one target group a process, labelled with its name and service. */
export function metricsTargets(processes: readonly StackProcess[], ports: ReadonlyMap<string, number>, host = "127.0.0.1") {
  return processes.map((each) => ({ targets: [`${host}:${ports.get(each.name)}`], labels: { job: "atelier", process: each.name, service: each.service } }));
}

/** Writes the targets where a Prometheus with `file_sd_configs` reads them (`.data/metrics-targets.json`). */
export async function writeMetricsTargets(file: string, processes: readonly StackProcess[], ports: ReadonlyMap<string, number>): Promise<void> {
  await writeFile(file, `${JSON.stringify(metricsTargets(processes, ports), null, 2)}\n`);
}

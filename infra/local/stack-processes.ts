import { servicesWithJobs } from "@atelier/contracts";
import { BACKEND_SERVICES } from "@atelier/kit";
import type { EntryFile } from "../build/service-bundles";

export interface StackProcess {
  /** As `make dev` logs it and docker compose names it: "quotes", "quotes-jobs". */
  name: string;
  service: string;
  entry: EntryFile;
}

/**
 * Every process of the stack: each backend service, one worker process for each service the job registry gives work
 * to (more copies would share it), and the gateway, last, as it needs the others' addresses.
 */
export function stackProcesses(): StackProcess[] {
  return [
    ...BACKEND_SERVICES.map((service): StackProcess => ({ name: service, service, entry: "main" })),
    ...servicesWithJobs().map((service): StackProcess => ({ name: `${service}-jobs`, service, entry: "worker" })),
    { name: "gateway", service: "gateway", entry: "main" },
  ];
}

import type { JobDefinition } from "@atelier/contracts";

/**
 * Refuses a service's work unless it handles exactly the registry's jobs for that service: a job
 * nobody handles would wait forever, and one the registry does not list could be queued by nobody.
 */
export function checkRegistryCoverage(service: string, handled: readonly JobDefinition[], registry: readonly JobDefinition[]): void {
  const handledNames = new Set(handled.map((job) => job.name));
  const owned = registry.filter((job) => job.service === service);
  const missing = owned.filter((job) => !handledNames.has(job.name)).map((job) => job.name);
  const unknown = handled.filter((job) => !owned.some((listed) => listed.name === job.name && listed.queue === job.queue)).map((job) => job.name);
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      ...(missing.length > 0 ? [`no handler for ${missing.join(", ")}`] : []),
      ...(unknown.length > 0 ? [`${unknown.join(", ")} not registered for ${service}`] : []),
    ];
    throw new Error(`The ${service} worker does not match the job registry: ${problems.join("; ")}`);
  }
}

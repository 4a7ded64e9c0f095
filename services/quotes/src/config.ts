import { outboxConfigFields, serviceConfigSchema, workerConfigSchema, type OutboxRelay, type ProjectChanges, type ServiceDeps } from "@atelier/kit";
import type { z } from "zod";

export const quotesConfigSchema = serviceConfigSchema("quotes").extend(outboxConfigFields);
export type QuotesConfig = z.infer<typeof quotesConfigSchema>;

/** A worker process of the quotes service: it builds quotes and expires the lapsed ones. */
export const quotesWorkerConfigSchema = workerConfigSchema;

/** What the quotes routes need beyond the common connections. */
export interface QuotesDeps extends ServiceDeps<QuotesConfig> {
  /** Told after each committed write, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  /** Woken after a change commits the jobs it starts and the events it writes. */
  outbox: OutboxRelay;
}

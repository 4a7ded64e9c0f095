import {
  mailConfigFields,
  outboxConfigFields,
  requireS3Credentials,
  serviceConfigSchema,
  storageConfigFields,
  workerConfigSchema,
  type RouteDeps,
} from "@atelier/kit";
import type { z } from "zod";

/** The HTTP service: it serves quotes' PDFs from object storage (and renders drafts'), so it reads the studio's logo there too. */
export const quotesConfigSchema = serviceConfigSchema("quotes").extend(outboxConfigFields).extend(storageConfigFields).superRefine(requireS3Credentials);
export type QuotesConfig = z.infer<typeof quotesConfigSchema>;

/** A worker process of the quotes service: it builds quotes, renders and keeps their PDFs, mails them, and expires the lapsed ones. */
export const quotesWorkerConfigSchema = workerConfigSchema.extend({ ...storageConfigFields, ...mailConfigFields }).superRefine(requireS3Credentials);
export type QuotesWorkerConfig = z.infer<typeof quotesWorkerConfigSchema>;

/** What the quotes routes and the handlers they share with the worker use: a service's route deps but its queues. */
export type QuotesDeps = Omit<RouteDeps<QuotesConfig>, "queues">;

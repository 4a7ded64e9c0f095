import { mailConfigFields, outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema } from "@atelier/kit";
import type { z } from "zod";

/** The HTTP service: it writes events through its outbox and keeps proof-of-delivery signatures in object storage. */
export const logisticsConfigSchema = serviceConfigSchema("logistics").extend(outboxConfigFields).extend(storageConfigFields).superRefine(requireS3Credentials);
export type LogisticsConfig = z.infer<typeof logisticsConfigSchema>;

/** A worker process of the logistics service: it turns approved quotes into production and flags overdue items daily. */
export const logisticsWorkerConfigSchema = workerConfigSchema.extend({ ...storageConfigFields, ...mailConfigFields }).superRefine(requireS3Credentials);
export type LogisticsWorkerConfig = z.infer<typeof logisticsWorkerConfigSchema>;

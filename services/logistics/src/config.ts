import { outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields } from "@atelier/kit";
import type { z } from "zod";

/** The HTTP service: it writes events through its outbox and keeps proof-of-delivery signatures in object storage. */
export const logisticsConfigSchema = serviceConfigSchema("logistics").extend(outboxConfigFields).extend(storageConfigFields).superRefine(requireS3Credentials);
export type LogisticsConfig = z.infer<typeof logisticsConfigSchema>;

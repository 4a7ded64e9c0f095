import { mailConfigFields, outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema, type RouteDeps } from "@atelier/kit";
import type { z } from "zod";

/** The accounts service keeps issued invoices' PDFs in object storage and writes its events through its outbox. */
export const accountsConfigSchema = serviceConfigSchema("accounts").extend(outboxConfigFields).extend(storageConfigFields).superRefine(requireS3Credentials);
export type AccountsConfig = z.infer<typeof accountsConfigSchema>;

export type AccountsDeps = RouteDeps<AccountsConfig>;

/** A worker process of the accounts service: it mails invoices and drafts deposit invoices when quotes are approved. */
export const accountsWorkerConfigSchema = workerConfigSchema.extend({ ...storageConfigFields, ...mailConfigFields }).superRefine(requireS3Credentials);
export type AccountsWorkerConfig = z.infer<typeof accountsWorkerConfigSchema>;

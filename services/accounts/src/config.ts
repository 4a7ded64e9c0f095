import { outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, type RouteDeps } from "@atelier/kit";
import type { z } from "zod";

/** The accounts service keeps issued invoices' PDFs in object storage and writes its events through its outbox. */
export const accountsConfigSchema = serviceConfigSchema("accounts").extend(outboxConfigFields).extend(storageConfigFields).superRefine(requireS3Credentials);
export type AccountsConfig = z.infer<typeof accountsConfigSchema>;

export type AccountsDeps = RouteDeps<AccountsConfig>;

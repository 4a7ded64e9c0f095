import { createHash } from "node:crypto";
import type { PrismaClient } from "@atelier/db";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { columnsOf, entityRows } from "../../services/projects/src/studio-export/entity-rows";
import type { EXPORTED_ENTITIES } from "../../services/projects/src/studio-export/exported-entities";

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A table's rows of the studio, as the export reads them. */
export async function rowsOf(prisma: PrismaClient, entity: (typeof EXPORTED_ENTITIES)[number], studioId: string): Promise<string[]> {
  const rows: string[] = [];
  for await (const row of entityRows(prisma, entity, await columnsOf(prisma, entity), studioId)) rows.push(row.json);
  return rows;
}

/** Every stored file of the studio an export holds (not its uploads never kept, nor its exports), by key, with its SHA-256. */
export async function storedHashes(storage: ObjectStorage, studioId: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const object of storage.list(objectKeys.studioPrefix(studioId))) if (!/\/(exports|uploads)\//.test(object.key)) hashes[object.key] = sha256(await storage.read(object.key));
  return hashes;
}

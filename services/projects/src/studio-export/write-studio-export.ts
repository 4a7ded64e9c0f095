import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STUDIO_EXPORT_FORMAT, type StudioExportManifest } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { csvLine, objectKeys, type ObjectStorage } from "@atelier/kit";
import { columnsOf, entityRows, type ExportedRow } from "./entity-rows";
import { EXPORTED_ENTITIES, type ExportedEntity } from "./exported-entities";
import { EXPORT_README } from "./export-readme";
import { zipWriter } from "./zip-writer";

export interface ExportDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
}

/** How far the export has got, in percent, and what it is doing. */
export type ExportProgress = (percent: number, stage: string) => Promise<void>;

/** Files that are compressed already gain nothing from deflating again. */
const STORED_AS_IS = /\.(png|jpe?g|webp|gif|pdf|webm|ogg|mp3|m4a|zip)$/i;

/**
 * The rows as one JSON array, read once: each row's CSV line goes to `csv` on the way (a file on disk, as the ZIP
 * takes one file at a time), so each table is read from the database once for both.
 */
async function* jsonArray(rows: AsyncIterable<ExportedRow>, csv: LineWriter, count: { rows: number }): AsyncGenerator<string> {
  yield "[";
  for await (const row of rows) {
    await csv.write(csvLine(row.cells.map((cell) => cell ?? "")));
    yield `${count.rows++ === 0 ? "\n" : ",\n"}${row.json}`;
  }
  yield "\n]\n";
}

interface LineWriter {
  write(line: string): Promise<void>;
  close(): Promise<void>;
}

/** Lines appended to a file, each waiting while the disk catches up. */
function lineFile(path: string): LineWriter {
  const out = createWriteStream(path);
  return {
    write: async (line) => {
      if (!out.write(line)) await once(out, "drain");
    },
    close: () => new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve()))),
  };
}

async function* only(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** The studio's stored files, less uploads not yet kept (and never a record's) and its earlier exports. */
async function* studioObjects(storage: ObjectStorage, studioId: string) {
  const skipped = [objectKeys.uploadPrefix(studioId), objectKeys.studioExportPrefix(studioId)];
  for await (const object of storage.list(objectKeys.studioPrefix(studioId))) if (!skipped.some((prefix) => object.key.startsWith(prefix))) yield object;
}

/**
 * Streams one ZIP of everything the studio holds into storage under `key`: each table's rows as data/<table>.json and
 * csv/<table>.csv, every stored file under objects/, and manifest.json last, listing each with its SHA-256. Only a
 * page of rows, or one stored file, is in memory at a time. Answers the manifest.
 */
export async function writeStudioExport({ prisma, storage }: ExportDeps, studioId: string, key: string, progress: ExportProgress): Promise<StudioExportManifest> {
  const studio = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { id: true, name: true } });
  const zip = zipWriter();
  const stored = storage.put(key, zip.stream, "application/zip");
  const scratch = await mkdtemp(join(tmpdir(), "atelier-export-"));
  try {
    const entities: StudioExportManifest["entities"] = [];
    for (const [index, entity] of EXPORTED_ENTITIES.entries()) {
      await progress(Math.round((index / EXPORTED_ENTITIES.length) * 60), `Writing ${entity.table.replaceAll("_", " ")}`);
      entities.push(await writeEntity(prisma, zip, entity, studioId, join(scratch, `${entity.table}.csv`)));
    }
    await progress(60, "Copying photos, recordings and documents");
    const objects: StudioExportManifest["objects"] = [];
    for await (const object of studioObjects(storage, studioId)) {
      const path = `objects/${object.key.slice(objectKeys.studioPrefix(studioId).length)}`;
      const written = await zip.addFile(path, only(await storage.read(object.key)), STORED_AS_IS.test(object.key) ? "store" : "deflate");
      objects.push({ key: object.key, path, ...written });
    }
    await progress(95, "Finishing the ZIP");
    const manifest: StudioExportManifest = { format: STUDIO_EXPORT_FORMAT.name, version: STUDIO_EXPORT_FORMAT.version, exportedAt: new Date().toISOString(), studio, entities, objects };
    await zip.addFile("README.txt", only(Buffer.from(EXPORT_README)));
    await zip.addFile("manifest.json", only(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)));
    zip.finish();
    await stored;
    return manifest;
  } catch (error) {
    zip.fail(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await storage.remove([key]);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function writeEntity(
  prisma: PrismaClient,
  zip: ReturnType<typeof zipWriter>,
  entity: ExportedEntity,
  studioId: string,
  csvScratch: string,
): Promise<StudioExportManifest["entities"][number]> {
  const columns = await columnsOf(prisma, entity);
  const count = { rows: 0 };
  const jsonPath = `data/${entity.table}.json`;
  const csvPath = `csv/${entity.table}.csv`;
  const csvLines = lineFile(csvScratch);
  await csvLines.write(csvLine(columns.map((column) => column.name)));
  const json = await zip.addFile(jsonPath, jsonArray(entityRows(prisma, entity, columns, studioId), csvLines, count));
  await csvLines.close();
  const csv = await zip.addFile(csvPath, createReadStream(csvScratch));
  await rm(csvScratch);
  return { name: entity.table, rows: count.rows, columns: columns.map((column) => column.name), json: { path: jsonPath, sha256: json.sha256 }, csv: { path: csvPath, sha256: csv.sha256 } };
}

import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { PassThrough } from "node:stream";
import { STUDIO_EXPORT_FORMAT, studioExportManifestSchema, type StudioExportManifest } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { readZipEntries, type EntryHandler } from "./zip-entries";

/** Rows inserted at a time. */
const BATCH_ROWS = 500;
const IMPORT_TIMEOUT_MS = 60 * 60 * 1000;

const ROWS_DO_NOT_FIT = "The export's rows do not fit this install's tables: the file may be damaged, or made by another version of Atelier";

/** An import refused for a reason its operator can act on. */
export class ImportRefused extends Error {
  override readonly name = "ImportRefused";
}

export interface ImportDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
}

/** Work of the caller's in the import's transaction, which stands or falls with it. */
export interface ImportSteps {
  /** First: what must make way for the studio's rows. */
  before?(tx: Prisma.TransactionClient): Promise<void>;
  /** Last, once every row is in and every file checked. */
  after?(tx: Prisma.TransactionClient, imported: ImportedStudio): Promise<void>;
}

export interface ImportedStudio {
  manifest: StudioExportManifest;
  /** The members restored, who set a password again before they sign in. */
  members: Array<{ id: string; email: string }>;
}

/**
 * What an export leaves out, put back so the rows fit their tables: a password no one knows (each member sets theirs
 * again) and a link hash no link has (the studio makes new portal links).
 */
const FILLED: Record<string, () => Record<string, string>> = {
  users: () => ({ password_hash: `imported$${randomBytes(32).toString("base64url")}` }),
  portal_tokens: () => ({ token_hash: randomBytes(32).toString("hex") }),
};

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", pdf: "application/pdf", webm: "audio/webm", ogg: "audio/ogg" };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/**
 * The columns a row names, as SQL: only they are inserted, so a column added since the export was made takes its
 * default. Every row of a table names the same columns. A name that is not a column's refuses the file.
 */
function columnList(row: string): string {
  const names = Object.keys(JSON.parse(row) as object);
  if (names.length === 0 || !names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name))) throw new ImportRefused(ROWS_DO_NOT_FIT);
  return names.map((name) => `"${name}"`).join(", ");
}

/** The rows of a data/<table>.json file, one per line as the export writes them, inserted a batch at a time in order. */
interface RowsFile {
  queue: (work: () => Promise<void>) => void;
  counted: (rows: number) => void;
  ended: (sha256: string) => void;
  /** Told each row's JSON, as read. */
  seen?: (row: string) => void;
}

function rowsOf(tx: Prisma.TransactionClient, table: string, { queue, counted, ended, seen }: RowsFile): EntryHandler {
  const decoder = new TextDecoder();
  let partial = "";
  let batch: string[] = [];
  const fill = FILLED[table];
  const flush = () => {
    if (batch.length === 0) return;
    const rows = fill ? batch.map((row) => JSON.stringify({ ...JSON.parse(row), ...fill() })) : batch;
    batch = [];
    counted(rows.length);
    const columns = columnList(rows[0]!);
    queue(async () => {
      await tx.$executeRawUnsafe(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`, `[${rows.join(",")}]`);
    });
  };
  const take = (line: string) => {
    const row = line.endsWith(",") ? line.slice(0, -1) : line;
    if (!row.startsWith("{")) return;
    seen?.(row);
    batch.push(row);
    if (batch.length >= BATCH_ROWS) flush();
  };
  return {
    chunk(bytes) {
      const lines = (partial + decoder.decode(bytes, { stream: true })).split("\n");
      partial = lines.pop()!;
      lines.forEach(take);
    },
    end(sha256) {
      take(partial + decoder.decode());
      flush();
      ended(sha256);
    },
  };
}

/** A stored file on its way into storage. */
interface Upload {
  body: PassThrough;
  upload: Promise<void>;
}

/**
 * A stored file, streamed into storage as the ZIP is read. Its upload starts as queued work, so a failure found in
 * the same read (fflate reports it after the files that followed were opened) starts none; then a chunk the upload
 * has not taken yet holds the reading (its drain is queued work too). `ended` checks the file once it is whole; a
 * file it refuses is cut off, and the import's failure removes what was written.
 */
function streamedObject(storage: ObjectStorage, key: string, uploads: Upload[], queue: (work: () => Promise<void>) => void, ended: (sha256: string) => void): EntryHandler {
  const body = new PassThrough();
  // A file cut off fails its upload, if it started, and the import with its own error: the stream's is not news.
  body.on("error", () => undefined);
  let upload: Promise<void> = Promise.resolve();
  queue(async () => {
    upload = storage.put(key, body, contentTypeOf(key));
    // Awaited once the file ends; until then a failure must not go unhandled.
    upload.catch(() => undefined);
    uploads.push({ body, upload });
  });
  return {
    chunk(bytes) {
      if (!body.write(bytes)) {
        const drained = once(body, "drain");
        // Cut off before its turn, the file's wait ends in the import's failure, which is handled there.
        drained.catch(() => undefined);
        queue(async () => void (await drained));
      }
    },
    end(sha256) {
      try {
        ended(sha256);
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      body.end();
      queue(() => upload);
    },
  };
}

/** A file's bytes, gathered whole: the manifest, read before anything else. */
function wholeFile(done: (bytes: Buffer, sha256: string) => void): EntryHandler {
  const chunks: Uint8Array[] = [];
  return { chunk: (bytes) => void chunks.push(bytes), end: (sha256) => done(Buffer.concat(chunks), sha256) };
}

/**
 * Restores a studio export (the ZIP at `file`) into this install, in one transaction: every table's rows as they were,
 * then, once every file's SHA-256 matches the manifest, commits; stored files go back under their own keys. A file that
 * is not an export of a format this install reads, a damaged one, or a studio already here changes nothing.
 */
export async function importStudio({ prisma, storage }: ImportDeps, file: string, steps: ImportSteps = {}): Promise<ImportedStudio> {
  const manifest = await manifestOf(file);
  const expected = new Map([...manifest.entities.map((entity) => [entity.json.path, entity.json.sha256] as const), ...manifest.objects.map((object) => [object.path, object.sha256] as const)]);
  const verified = (path: string, sha256: string) => {
    if (expected.get(path) !== sha256) throw new ImportRefused(`${path} is not the file the export wrote: its SHA-256 differs`);
  };
  const stored: string[] = [];
  const uploads: Upload[] = [];
  try {
    return await prisma.$transaction(
      async (tx) => {
        await steps.before?.(tx);
        const work: Array<() => Promise<void>> = [];
        const queue = (next: () => Promise<void>) => void work.push(next);
        const inserted = new Map<string, number>();
        const seenFiles = new Set<string>();
        let studioId: string | null = null;
        const open = (name: string): EntryHandler | null => {
          const table = /^data\/([a-z_]+)\.json$/.exec(name)?.[1];
          if (table) {
            return rowsOf(tx, table, {
              queue,
              counted: (rows) => inserted.set(table, (inserted.get(table) ?? 0) + rows),
              ended: (sha256) => {
                verified(name, sha256);
                seenFiles.add(name);
              },
              seen: table === "studios" ? (row) => (studioId = (JSON.parse(row) as { id: string }).id) : undefined,
            });
          }
          if (!name.startsWith("objects/")) return null;
          // The export writes every table before any stored file, so the studio is known by now.
          if (studioId === null) throw new ImportRefused("This export's files come before its studio: it is not an Atelier studio export");
          const key = `${objectKeys.studioPrefix(studioId)}${name.slice("objects/".length)}`;
          stored.push(key);
          return streamedObject(storage, key, uploads, queue, (sha256) => {
            verified(name, sha256);
            seenFiles.add(name);
          });
        };
        const settle = async () => {
          while (work.length > 0) await work.shift()!();
        };
        await readZipEntries(file, open, settle).catch((error: unknown) => {
          if (error instanceof ImportRefused) throw error;
          if (error instanceof Error && /unique|duplicate key/i.test(error.message)) throw new ImportRefused("This studio, or one of its members' e-mail addresses, is already in this install");
          throw new ImportRefused(ROWS_DO_NOT_FIT, { cause: error });
        });
        checkComplete(manifest, seenFiles, inserted);
        const members = await tx.user.findMany({ where: { studioId: manifest.studio.id }, select: { id: true, email: true }, orderBy: { createdAt: "asc" } });
        await steps.after?.(tx, { manifest, members });
        return { manifest, members };
      },
      { timeout: IMPORT_TIMEOUT_MS, maxWait: 10_000 },
    );
  } catch (error) {
    // A file cut off mid-way ends its upload, which may yet create its object: each settles before the removal.
    for (const { body } of uploads) body.destroy(new ImportRefused("The import stopped"));
    await Promise.allSettled(uploads.map(({ upload }) => upload));
    await storage.remove(stored);
    throw error;
  }
}

/** The manifest, read first (the ZIP's last file; the rest is passed over, not inflated), if it is an export this install reads. */
async function manifestOf(file: string): Promise<StudioExportManifest> {
  let text: string | null = null;
  await readZipEntries(file, (name) => (name === "manifest.json" ? wholeFile((bytes) => (text = bytes.toString("utf8"))) : null), async () => {});
  const parsed = text === null ? null : studioExportManifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success) throw new ImportRefused(`This is not an Atelier studio export (${STUDIO_EXPORT_FORMAT.name}, version ${STUDIO_EXPORT_FORMAT.version})`);
  return parsed.data;
}

/** Every file the manifest lists was read, and every table holds the rows it says. */
function checkComplete(manifest: StudioExportManifest, seenFiles: ReadonlySet<string>, inserted: ReadonlyMap<string, number>): void {
  for (const entity of manifest.entities) {
    if (!seenFiles.has(entity.json.path)) throw new ImportRefused(`${entity.json.path} is missing from the export`);
    if ((inserted.get(entity.name) ?? 0) !== entity.rows) throw new ImportRefused(`${entity.json.path} holds a different number of rows than the manifest says`);
  }
  for (const object of manifest.objects) if (!seenFiles.has(object.path)) throw new ImportRefused(`${object.path} is missing from the export`);
}

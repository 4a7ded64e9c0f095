import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { NewUpload, QueuedUpload } from "./queued-upload";

const DATABASE = "atelier-site-app";
const STORE = "uploads";

interface SiteAppDatabase extends DBSchema {
  uploads: { key: number; value: QueuedUpload; indexes: { byUser: string } };
}

let database: Promise<IDBPDatabase<SiteAppDatabase>> | null = null;

function open(): Promise<IDBPDatabase<SiteAppDatabase>> {
  database ??= openDB<SiteAppDatabase>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "id", autoIncrement: true }).createIndex("byUser", "userId");
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/** The uploads waiting on this device, in the order they were made. */
export async function listUploads(userId: string): Promise<QueuedUpload[]> {
  return (await open()).getAllFromIndex(STORE, "byUser", userId);
}

/** Keeps an upload until the server has it; answers it with its place in the queue. */
export async function addUpload(userId: string, upload: NewUpload): Promise<QueuedUpload> {
  const db = await open();
  // IndexedDB gives the id: the record is written without one.
  const waiting = { ...upload, userId, queuedAt: new Date().toISOString(), failure: null } as Omit<QueuedUpload, "id"> as QueuedUpload;
  const id = await db.add(STORE, waiting);
  return { ...waiting, id };
}

export async function getUpload(id: number): Promise<QueuedUpload | undefined> {
  return (await open()).get(STORE, id);
}

/** Records how far an upload got (its upload URL, its bytes sent) or why it was refused. */
export async function updateUpload(id: number, change: Partial<QueuedUpload>): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, "readwrite");
  const stored = await transaction.store.get(id);
  if (stored) await transaction.store.put({ ...stored, ...change, id } as QueuedUpload);
  await transaction.done;
}

export async function removeUpload(id: number): Promise<void> {
  await (await open()).delete(STORE, id);
}

import { createHash } from "node:crypto";
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const DATA_DIR = process.env.ATELIER_DATA_DIR ?? path.join(REPO_ROOT, ".data");

export function dataPath(...parts: string[]): string {
  const target = path.join(DATA_DIR, ...parts);
  mkdirSync(target, { recursive: true });
  return target;
}

/** Whether every folder above `target` lets other users through (Postgres runs as its own user). */
function traversableByOthers(target: string): boolean {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/**
 * Postgres's data folder: under .data/ when the postgres user can reach it, else (a checkout under
 * a private home folder, say) a folder of this checkout's own under /var/tmp.
 */
export function postgresDataDir(): string {
  const preferred = path.join(DATA_DIR, "postgres");
  mkdirSync(DATA_DIR, { recursive: true });
  if (process.getuid?.() !== 0 || traversableByOthers(preferred)) return preferred;
  const id = createHash("sha256").update(REPO_ROOT).digest("hex").slice(0, 12);
  return path.join("/var/tmp", `atelier-${id}`, "postgres");
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Issue 22's export figures: the large studio's whole export, timed two ways. Through the product: POST
 * /api/studio/exports until its job completes (the projects worker streams the ZIP into the stack's storage). Alone,
 * in a process of its own (this file run as a script) whose heap may not grow past ALONE_HEAP_MB, writeStudioExport
 * into a scratch folder: its peak resident memory is the export's own, which streaming keeps small however large the
 * studio.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPrismaClient } from "@atelier/db";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import { writeStudioExport } from "../../services/projects/src/studio-export/write-studio-export";

/** The heap the export alone may use: it finishing within it is what streaming promises. */
const ALONE_HEAP_MB = 128;

export interface ExportFigures {
  /** From POST to the job's completion, through the gateway and the projects worker. */
  throughJobSeconds: number;
  zipMegabytes: number;
  rows: number;
  /** The same export alone in a process of its own. */
  aloneSeconds: number;
  peakRssMegabytes: number;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Starts an export as the studio's owner and waits for its job to end. */
async function exportThroughJob(gateway: string, cookie: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const exported = await json<{ id: string; jobId: string }>(await fetch(`${gateway}/api/studio/exports`, { method: "POST", headers: { cookie, origin: gateway } }));
  for (;;) {
    const job = await json<{ state: string; failedReason: string | null }>(await fetch(`${gateway}/api/jobs/${exported.jobId}`, { headers: { cookie } }));
    if (job.state === "failed") throw new Error(`The export failed: ${job.failedReason}`);
    if (job.state === "completed") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const ready = await json<{ sizeBytes: number }>(await fetch(`${gateway}/api/studio/exports/${exported.id}`, { headers: { cookie } }));
  return { seconds, bytes: ready.sizeBytes };
}

/** The export alone in a child process: its time, its rows and its peak resident memory. */
function exportAlone(databaseUrl: string, studioId: string): Promise<{ seconds: number; rows: number; peakRssMegabytes: number }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NODE_OPTIONS: `--max-old-space-size=${ALONE_HEAP_MB}` };
    const child = spawn("npx", ["--no-install", "tsx", path.resolve(import.meta.dirname, "export-figures.ts"), databaseUrl, studioId], { stdio: ["ignore", "pipe", "inherit"], env });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop()!)) : reject(new Error(`The export alone exited with ${code}`))));
  });
}

export async function exportFigures(gateway: string, cookie: string, databaseUrl: string, studioId: string): Promise<ExportFigures> {
  const throughJob = await exportThroughJob(gateway, cookie);
  const alone = await exportAlone(databaseUrl, studioId);
  return { throughJobSeconds: throughJob.seconds, zipMegabytes: throughJob.bytes / 1_048_576, rows: alone.rows, aloneSeconds: alone.seconds, peakRssMegabytes: alone.peakRssMegabytes };
}

export const exportRow = (figures: ExportFigures): [string, string] => [
  `studio export of the large studio (${figures.rows.toLocaleString("en-ZA")} rows, JSON and CSV)`,
  `${figures.throughJobSeconds.toFixed(1)} s through the job, ${figures.zipMegabytes.toFixed(1)} MB ZIP; alone in a ${ALONE_HEAP_MB} MB heap ${figures.aloneSeconds.toFixed(1)} s, peak RSS ${figures.peakRssMegabytes.toFixed(0)} MB`,
];

/** As a script: `tsx infra/load/export-figures.ts <database url> <studio id>` prints the export's own figures as JSON. */
async function runAlone([databaseUrl, studioId]: string[]): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-export-bench-"));
  const prisma = createPrismaClient(databaseUrl!);
  try {
    const storage = new LocalObjectStorage(dir, "export-bench");
    const started = performance.now();
    const manifest = await writeStudioExport({ prisma, storage }, studioId!, objectKeys.studioExport(studioId!, "bench"), async () => {});
    const seconds = (performance.now() - started) / 1000;
    const rows = manifest.entities.reduce((total, entity) => total + entity.rows, 0);
    console.log(JSON.stringify({ seconds, rows, peakRssMegabytes: process.resourceUsage().maxRSS / 1024 }));
  } finally {
    await prisma.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runAlone(process.argv.slice(2));

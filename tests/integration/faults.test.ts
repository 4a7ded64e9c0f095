import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, createPrismaClient, createScratchDatabase, type PrismaClient } from "@atelier/db";
import { bundleArgs, type EntryFile } from "../../infra/build/service-bundles";
import { freePort, waitFor } from "../../infra/local/ports";
import { startRedis, type RedisServer } from "../../infra/local/redis";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startRestartablePostgres, type RestartablePostgres } from "../support/restartable-postgres";
import { TEST_SECRET } from "../support/test-stack";

/**
 * Faults under load, each counted in the database afterwards: a service killed behind the gateway, Redis restarted,
 * Postgres restarted. Designers keep adding rooms and starting AI jobs through the gateway the whole time; every
 * answer must be the right one or a clean 503, every room acknowledged must exist once with its one activity entry,
 * none may exist twice, every job accepted must complete and the outbox must drain. The worker killed mid-job is
 * voice-worker-recovery.test.ts. The processes run from their bundles, on a Postgres and a Redis of this file's own.
 */

const UNAVAILABLE = { message: "Service temporarily unavailable. Please try again shortly." };
const DESIGNERS = 6;

interface Answer {
  kind: "room" | "job";
  /** The room's name, or the transcript's. */
  name: string;
  status: number;
  body: Record<string, unknown> | null;
  /** Answered after the fault was over. */
  afterRecovery: boolean;
}

let postgres: RestartablePostgres;
let redis: RedisServer;
let prisma: PrismaClient;
const scratch = mkdtempSync(join(tmpdir(), "atelier-faults-"));
const processes = new Map<string, { child: ChildProcess; start(): ChildProcess; output: string }>();
let gatewayUrl: string;
let designer: TestClient;
let projectId: string;

async function startOwnRedis(port: number, password: string) {
  redis = await startRedis(scratch, port, password, () => {});
}

/** The last lines a process wrote (its errors: LOG_LEVEL=error), for a failure that names why it never answered. */
const OUTPUT_KEPT = 4_000;

/** Starts a process from its bundle and keeps how to start it again, and the end of what it printed. */
function run(name: string, service: string, entry: EntryFile, env: Record<string, string>): void {
  const start = () => {
    const child = spawn(process.execPath, bundleArgs(service, entry), { env: { PATH: process.env.PATH, LOG_LEVEL: "error", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => (running.output = (running.output + chunk.toString()).slice(-OUTPUT_KEPT));
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    return child;
  };
  const running = { child: null as unknown as ChildProcess, start, output: "" };
  running.child = start();
  processes.set(name, running);
}

/** Waits for a process's /healthz, and fails at once, with its output, if it exits instead. */
async function healthy(name: string, url: string): Promise<void> {
  const { child } = processes.get(name)!;
  const output = () => processes.get(name)!.output;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`${name} exited (${signal ?? code}) before answering on ${url}:\n${output()}`))),
  );
  // It may exit later, killed by a test: that is no failure of this wait.
  exited.catch(() => {});
  const answering = waitFor(async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok ?? false, 30_000, `${name} to answer on ${url}`).catch((error: Error) => {
    throw new Error(`${error.message}; it printed:\n${output()}`);
  });
  await Promise.race([answering, exited]);
}

beforeAll(async () => {
  // One at a time, so that no two are handed the same port.
  const chosen = new Set<number>();
  while (chosen.size < 5) chosen.add(await freePort());
  const [redisPort, ...ports] = [...chosen];
  const [auth, projects, ai, gateway] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string, string, string];
  [postgres] = await Promise.all([startRestartablePostgres(), startOwnRedis(redisPort!, randomBytes(12).toString("hex"))]);
  const database = await createScratchDatabase(postgres.adminUrl, "faults");
  await applyMigrations(database.url);
  prisma = createPrismaClient(database.url);

  const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url, INTERNAL_SECRET: TEST_SECRET, OBJECTS_DIR: join(scratch, "objects"), MAIL_OUTBOX_DIR: join(scratch, "outbox") };
  run("auth", "auth", "main", { ...shared, PORT: new URL(auth).port, PASSWORD_HASH_COST: "14" });
  run("projects", "projects", "main", { ...shared, PORT: new URL(projects).port });
  run("ai-worker", "ai-worker", "main", { ...shared, PORT: new URL(ai).port });
  run("ai-worker-jobs", "ai-worker", "worker", shared);
  run("gateway", "gateway", "main", { REDIS_URL: redis.url, INTERNAL_SECRET: TEST_SECRET, PORT: new URL(gateway).port, AUTH_URL: auth, PROJECTS_URL: projects, AI_WORKER_URL: ai });
  await Promise.all(Object.entries({ auth, projects, "ai-worker": ai, gateway }).map(([name, url]) => healthy(name, url)));
  gatewayUrl = gateway;

  designer = (await signedInDesigner(gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id as string;
}, 120_000);

afterAll(async () => {
  for (const { child } of processes.values()) if (child.exitCode === null) child.kill("SIGKILL");
  await prisma?.$disconnect();
  await Promise.allSettled([redis?.stop(), postgres?.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * Designers adding rooms, and one starting AI jobs, as fast as they are answered; `fault` runs once both have
 * succeeded, and is given a promise of the first 503, so that it ends the fault only once requests felt it. The
 * load stops once a room and a job have succeeded again after the fault.
 */
async function underLoad(label: string, fault: (firstUnavailable: Promise<void>) => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let recovered = false;
  let stopped = false;
  const unavailable = signal();
  const succeeding = signal();
  const succeedingAgain = signal();
  const succeeded = { before: new Set<string>(), after: new Set<string>() };

  const record = async (answer: Answer) => {
    answers.push(answer);
    if (answer.status === 503) unavailable.fire();
    // A client waits a moment before trying again, rather than spinning on the outage.
    if (answer.status >= 300) return new Promise((resolve) => setTimeout(resolve, 50));
    const kinds = succeeded[answer.afterRecovery ? "after" : "before"].add(answer.kind);
    if (kinds.size === 2) (answer.afterRecovery ? succeedingAgain : succeeding).fire();
  };
  const addRooms = async (designerNumber: number) => {
    for (let count = 0; !stopped; count += 1) {
      const name = `${label} ${designerNumber}.${count}`;
      const afterRecovery = recovered;
      const response = await designer.post(`/api/projects/${projectId}/rooms`, { name });
      await record({ kind: "room", name, status: response.status, body: response.json as Record<string, unknown> | null, afterRecovery });
    }
  };
  const startJobs = async () => {
    for (let count = 0; !stopped; count += 1) {
      const transcript = `${label} job ${count}: add a velvet sofa in emerald for R 12 000`;
      const afterRecovery = recovered;
      const response = await designer.post("/api/voice/extract-items", { transcript });
      await record({ kind: "job", name: transcript, status: response.status, body: response.json as Record<string, unknown> | null, afterRecovery });
    }
  };

  const load = Promise.all([...Array.from({ length: DESIGNERS }, (_, index) => addRooms(index)), startJobs()]);
  await succeeding.fired;
  await fault(unavailable.fired);
  recovered = true;
  await succeedingAgain.fired;
  stopped = true;
  await load;
  return answers;
}

function signal(): { fire(): void; fired: Promise<void> } {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/** Every answer the right one or a clean 503; each room acknowledged there once, with its one activity entry. */
async function expectExactlyOnce(label: string, answers: Answer[]): Promise<void> {
  const failed = answers.filter(({ status }) => status >= 300);
  expect(failed.length, "some requests felt the fault").toBeGreaterThan(0);
  for (const answer of failed) expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: UNAVAILABLE });

  const rooms = await prisma.room.findMany({ where: { projectId, name: { startsWith: `${label} ` } }, select: { id: true, name: true } });
  const names = rooms.map(({ name }) => name);
  expect(new Set(names).size, "no room added twice").toBe(names.length);
  const acknowledged = answers.filter(({ kind, status }) => kind === "room" && status === 201);
  expect(acknowledged.length).toBeGreaterThan(0);
  for (const answer of acknowledged) expect(rooms.find(({ name }) => name === answer.name)?.id, answer.name).toBe(answer.body!.id);
  // A room the client was told failed may still have been committed (the answer was lost), but never half of it.
  const entries = await prisma.activityEntry.groupBy({ by: ["recordId"], where: { recordId: { in: rooms.map(({ id }) => id) } }, _count: true });
  expect(entries.map(({ _count }) => _count)).toEqual(rooms.map(() => 1));

  const jobIds = answers.filter(({ kind, status }) => kind === "job" && status === 202).map(({ body }) => body!.jobId as string);
  expect(jobIds.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await prisma.jobRecord.findMany({ where: { id: { in: jobIds } }, select: { state: true } })).map(({ state }) => state), { timeout: 60_000, interval: 250 })
    .toEqual(jobIds.map(() => "completed"));
  await expect.poll(() => prisma.outboxEvent.count({ where: { publishedAt: null } }), { timeout: 30_000, interval: 250 }).toBe(0);
}

/** The processes never restarted on their own: each recovered from the fault by itself. */
function expectNoneRestarted(except: string[] = []): void {
  for (const [name, { child }] of processes) if (!except.includes(name)) expect({ name, exitCode: child.exitCode, signal: child.signalCode }).toEqual({ name, exitCode: null, signal: null });
}

describe("faults under load", () => {
  it("a service killed behind the gateway: its requests answer 503 until it is back, and none is answered wrongly", async () => {
    const answers = await underLoad("killed", async (firstUnavailable) => {
      const projects = processes.get("projects")!;
      projects.child.kill("SIGKILL");
      await once(projects.child, "exit");
      await firstUnavailable;
      projects.child = projects.start();
    });
    await expectExactlyOnce("killed", answers);
    expectNoneRestarted(["projects"]);
  }, 120_000);

  it("Redis restarted: the services carry on without a restart, no room is lost or doubled, and every job accepted completes", async () => {
    const { url } = redis;
    const answers = await underLoad("redis", async (firstUnavailable) => {
      await redis.stop();
      await firstUnavailable;
      const { port, password } = new URL(url);
      await startOwnRedis(Number(port), decodeURIComponent(password));
    });
    await expectExactlyOnce("redis", answers);
    expectNoneRestarted();
  }, 120_000);

  it("Postgres restarted: requests in flight fail with 503, nothing is half-written, the outbox drains and every job accepted completes", async () => {
    const answers = await underLoad("postgres", async (firstUnavailable) => {
      await postgres.stop();
      await firstUnavailable;
      await postgres.start();
    });
    await expectExactlyOnce("postgres", answers);
    expectNoneRestarted();
  }, 120_000);
});

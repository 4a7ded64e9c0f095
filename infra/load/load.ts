/**
 * `make load`: the load scenarios (infra/load/scenarios.ts) run here by a Node driver, as k6 runs them for operators
 * (infra/load/k6/scenario.ts; k6 is not installable on these machines): first each simulated user signs a studio of its
 * own up and makes a project with a room, then all users work through the scenario's passes at once, with its pause
 * between them, for the run's length. Prints each route's count and percentiles beside its limit, and exits non-zero when
 * more than 1% of requests fail or a route's 95th percentile is over its limit.
 * LOAD_USERS (200), LOAD_SECONDS (120) and LOAD_SCENARIOS (every scenario, comma-separated) change the run.
 */
import { Agent, request } from "undici";
import { ERROR_RATE_LIMIT, requestKey, SCENARIOS, scenarioNamed, userSetup, type LoadRequest, type Scenario, type UserRecords } from "./scenarios";
import { percentile } from "./large-studio-latency";
import { ownStack } from "./own-stack";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const scenarios = process.env.LOAD_SCENARIOS ? process.env.LOAD_SCENARIOS.split(",").map(scenarioNamed) : SCENARIOS;
// Sign-ups are part of the run, not what it measures: the lowest password cost the auth service accepts.
const stack = ownStack("load", 400, { PASSWORD_HASH_COST: "14" });
const dispatcher = new Agent({ connections: USERS, keepAliveTimeout: 4_000 });

interface Figures {
  durations: Map<string, number[]>;
  requests: number;
  failures: number;
  /** The first few failures, as "METHOD route: status", to say what failed. */
  examples: string[];
}

/** One simulated user's session: its cookie, kept as a browser keeps it. */
class User {
  private cookie = "";
  constructor(private readonly figures: Figures) {}

  /** `setUp`: the user's sign-up and records, reported apart, and held to no limit. */
  async send(load: LoadRequest, setUp = false): Promise<unknown> {
    const started = performance.now();
    let status: number;
    let body: unknown = null;
    try {
      const response = await request(`${stack.gatewayUrl}${load.path}`, {
        method: load.method,
        dispatcher,
        headers: { "content-type": "application/json", origin: stack.gatewayUrl, ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: load.body === undefined ? undefined : JSON.stringify(load.body),
      });
      status = response.statusCode;
      const setCookie = response.headers["set-cookie"];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      if (first) this.cookie = first.split(";")[0]!;
      body = await response.body.json().catch(() => null);
    } catch {
      status = 0;
    }
    const { durations } = this.figures;
    const key = `${setUp ? "set-up: " : ""}${requestKey(load)}`;
    if (!durations.has(key)) durations.set(key, []);
    durations.get(key)!.push(performance.now() - started);
    this.figures.requests += 1;
    if (status !== load.expect) {
      this.figures.failures += 1;
      if (this.figures.examples.length < 5) this.figures.examples.push(`${load.method} ${load.route}: ${status || "no answer"}`);
      return null;
    }
    return body;
  }
}

const idOf = (body: unknown) => (body as { id?: string } | null)?.id;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A user's studio, designer and project with a room, made through the API before the timed passes start. */
async function setUpUser(number: number, runId: string, figures: Figures): Promise<{ user: User; records: UserRecords } | null> {
  const user = new User(figures);
  if (!(await user.send(userSetup.register(number, runId), true))) return null;
  const projectId = idOf(await user.send(userSetup.project(number), true));
  const roomId = projectId && idOf(await user.send(userSetup.room(projectId), true));
  return projectId && roomId ? { user, records: { projectId, roomId } } : null;
}

async function workPasses(scenario: Scenario, number: number, { user, records }: { user: User; records: UserRecords }, deadline: number): Promise<void> {
  for (let pass = 0; performance.now() < deadline; pass += 1) {
    for (const load of scenario.pass(records, pass, number)) await user.send(load);
    await sleep(scenario.thinkSeconds);
  }
}

/** Runs one scenario and prints its figures; answers whether it met its limits. */
async function run(scenario: Scenario): Promise<boolean> {
  const figures: Figures = { durations: new Map(), requests: 0, failures: 0, examples: [] };
  const runId = `${scenario.name}-${Date.now()}`;
  // As k6's setup: every user's records first, then the timed passes, all users at once.
  const users = await Promise.all(Array.from({ length: USERS }, (_, index) => setUpUser(index + 1, runId, figures)));
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(users.map((user, index) => user && workPasses(scenario, index + 1, user, deadline)));

  const errorRate = figures.requests ? figures.failures / figures.requests : 1;
  console.log(`\n${scenario.name}: ${scenario.summary}; ${USERS} users for ${SECONDS} s`);
  console.log(`${"request".padEnd(49)} ${"requests".padStart(9)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}  limit`);
  let met = errorRate < ERROR_RATE_LIMIT;
  for (const [key, durations] of [...figures.durations].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...durations].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const limit = scenario.p95Ms[key];
    const within = limit === undefined || p95 < limit;
    met &&= within;
    const cells = [key.padEnd(49), String(sorted.length).padStart(9), ...[percentile(sorted, 50), p95, sorted.at(-1)!].map((ms) => ms.toFixed(0).padStart(8))];
    console.log(`${cells.join(" ")}  ${limit === undefined ? "" : `p95 < ${limit}${within ? "" : "  OVER"}`}`);
  }
  console.log(`errors: ${figures.failures} of ${figures.requests} (${(errorRate * 100).toFixed(2)}%, limit ${ERROR_RATE_LIMIT * 100}%)${figures.examples.length ? `: ${figures.examples.join("; ")}` : ""}`);
  return met;
}

async function main(): Promise<void> {
  const child = stack.start();
  try {
    console.log(`Atelier up in ${(await stack.secondsToFirst200(child, performance.now())).toFixed(1)} s`);
    const results: boolean[] = [];
    for (const scenario of scenarios) results.push(await run(scenario));
    if (results.includes(false)) {
      console.error(`\nA scenario went over its limits (above). The processes' logs are kept in ${stack.dataDir}/logs.`);
      process.exitCode = 1;
    }
  } finally {
    await dispatcher.close();
    await stack.stop(child);
    if (!process.exitCode) stack.remove();
  }
}

await main();

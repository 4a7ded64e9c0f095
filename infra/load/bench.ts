/**
 * The figures, from one run:
 * - time from `make dev` to the gateway's first 200, cold (new data folder) and warm (second start);
 * - GET /api/user latency and throughput at 50 connections, through the gateway and straight to auth;
 * - sign-in throughput, which the password KDF bounds;
 * - on the same warm stack, a large studio (seed-large-studio.ts): the dashboard's and the record routes'
 *   latency for its designer (large-studio-latency.ts), the client portal's data route and approvals per
 *   second (portal-figures.ts), and its whole export: through the job, and alone with its peak memory (export-figures.ts);
 * - item extraction's precision and recall, of all items and of those added without asking, and extraction jobs per
 *   second through the queue (ai-figures.ts);
 * - the generate-quote job for a project of 500 items (quote-figures.ts);
 * - the quote PDF's render time for 20 pages (quote-pdf-bench.ts);
 * - e-mails per second through the send-quote job (quote-mail-figures.ts);
 * - purchase-order drafting for an approved quote of 500 lines, in the subscriber and from quote.approved on (purchase-order-figures.ts);
 * - accounts: an invoice PDF's render time, a statement over 200 invoices, the large studio's receivables over 20,000
 *   invoices, and 20 invoices issued at once (accounts-figures.ts).
 * It runs its own stack on other ports (set by run.sh) and a temporary data folder, so a running `make dev` is untouched.
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { urlOfDatabase } from "@atelier/db";
import { DEFAULT_PORTS, signIdentity } from "@atelier/kit";
import { ensurePostgres } from "../local/postgres";
import { accountsRows, concurrentIssueFigures, invoicePdfMs, receivablesFigures, statementFigures, type ReceivablesFigures } from "./accounts-figures";
import { exportFigures, exportRow } from "./export-figures";
import { extractionFigures, extractionJobsPerSecond, extractionRow } from "./ai-figures";
import { renderFigures, thumbnailFigures } from "./image-figures";
import { generateQuoteFigures, QUOTE_BENCH } from "./quote-figures";
import { quoteMailFigures, quoteMailRow } from "./quote-mail-figures";
import { quotePdfFigures, quotePdfRow } from "./quote-pdf-bench";
import { portalFigures, portalRows } from "./portal-figures";
import { purchaseOrderFigures, purchaseOrderRow } from "./purchase-order-figures";
import { pipelineFigures, wordErrorFigures } from "./voice-figures";
import { ownStack } from "./own-stack";
import { ALONE, measureLargeStudio, timeOneRequest, UNDER_LOAD } from "./large-studio-latency";
import { LARGE_STUDIO, seedLargeStudio } from "./seed-large-studio";

const PORT_OFFSET = 300;
const stack = ownStack("bench", PORT_OFFSET);
const GATEWAY = stack.gatewayUrl;
const AUTH = `http://127.0.0.1:${DEFAULT_PORTS.auth + PORT_OFFSET}`;
const SECRET = stack.secret;
const DURATION_SECONDS = 10;
const stop = stack.stop;

async function timedStart(): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = stack.start();
  return { child, seconds: await stack.secondsToFirst200(child, started) };
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: 50, duration: DURATION_SECONDS, ...options });
}

const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);

async function signUp(email: string, password: string): Promise<{ user: { id: string; studio: { id: string } }; cookie: string }> {
  const response = await fetch(`${GATEWAY}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Mark" }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  return { user: (await response.json()) as { id: string; studio: { id: string } }, cookie: response.headers.getSetCookie()[0]!.split(";")[0]! };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${GATEWAY}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The database the running stack uses, chosen as infra/local/stack.ts chooses it. */
async function stackDatabaseUrl(): Promise<string> {
  const { adminUrl } = await ensurePostgres(() => {});
  return process.env.DATABASE_URL ?? urlOfDatabase(adminUrl, "atelier");
}

/** A large studio seeded straight into the database, its designer signed in through the gateway, its routes under load. */
async function largeStudioFigures(): Promise<ReceivablesFigures> {
  const email = `large-studio-${Date.now()}@atelier.test`;
  const password = "bench-password";
  const { user } = await signUp(email, password);
  const seedStarted = performance.now();
  const sample = await seedLargeStudio(await stackDatabaseUrl(), user.studio.id);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const cookie = await signIn(email, password);
  const coldAnalytics = await timeOneRequest(`${GATEWAY}/api/analytics/dashboard`, cookie);
  const figures = await measureLargeStudio(GATEWAY, cookie, sample);
  const portal = await portalFigures(GATEWAY, cookie, await stackDatabaseUrl(), sample);
  const receivables = await receivablesFigures(GATEWAY, cookie, await stackDatabaseUrl(), user.studio.id, LARGE_STUDIO.projects);
  const exported = await exportFigures(GATEWAY, cookie, await stackDatabaseUrl(), user.studio.id);

  const { projects, roomsPerProject, itemsPerRoom, quotesPerProject } = LARGE_STUDIO;
  console.log();
  console.log(`Large studio: ${projects} projects, ${projects * roomsPerProject} rooms, ${projects * roomsPerProject * itemsPerRoom} items, ${projects * quotesPerProject} quotes`);
  console.log(`(each route in turn: ${UNDER_LOAD.connections} connections for ${UNDER_LOAD.seconds} s, then ${ALONE.connections} for ${ALONE.seconds} s)`);
  row("seeding (set-based SQL, then VACUUM ANALYZE)", `${seedSeconds.toFixed(1)} s`);
  row("GET /api/analytics/dashboard, first request (uncached)", `${coldAnalytics.ms.toFixed(0)} ms (${coldAnalytics.status})`);
  for (const { route, load, p50, p95, requestsPerSecond, non2xx } of figures) {
    const label = `GET ${route.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ":id")} (${load.connections} conn.)`;
    row(label, `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(requestsPerSecond)} req/s, ${non2xx} non-2xx`);
  }
  for (const line of portalRows(portal)) console.log(line);
  row(...exportRow(exported));
  return receivables;
}

async function main(): Promise<void> {
  try {
    console.log("Starting `make dev` on a new data folder (cold)…");
    const cold = await timedStart();
    await stop(cold.child);
    console.log("Starting `make dev` again on the same data (warm)…");
    const warm = await timedStart();

    try {
      const email = `bench-${Date.now()}@atelier.test`;
      const password = "bench-password";
      const { user, cookie } = await signUp(email, password);

      const viaGateway = await load({ url: `${GATEWAY}/api/user`, headers: { cookie } });
      const identity = { requestId: "bench", userId: user.id, studioId: user.studio.id, portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "bench" };
      const direct = await load({ url: `${AUTH}/api/user`, headers: signIdentity(SECRET, identity, "GET", "/api/user") });
      const logins = await load({
        url: `${GATEWAY}/api/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
        connections: 10,
      });

      console.log();
      row("make dev → first 200 from the gateway, cold", `${cold.seconds.toFixed(1)} s`);
      row("make dev → first 200 from the gateway, warm", `${warm.seconds.toFixed(1)} s`);
      for (const [label, result] of [["GET /api/user through the gateway", viaGateway], ["GET /api/user straight to auth", direct]] as const) {
        row(`${label} (50 connections)`, `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`);
      }
      row("gateway overhead (direct req/s ÷ gateway req/s)", `${(direct.requests.average / viaGateway.requests.average).toFixed(2)}×`);
      row("gateway overhead (p50 latency added)", `${(viaGateway.latency.p50 - direct.latency.p50).toFixed(1)} ms`);
      row("POST /api/login (scrypt N=2^17, 10 connections)", `${Math.round(logins.requests.average)} logins/s, p50 ${logins.latency.p50} ms, ${logins.non2xx} non-2xx`);

      const receivables = await largeStudioFigures();

      console.log();
      const extraction = extractionFigures();
      for (const [label, report] of [["committed set", extraction.set], ["held-out set", extraction.holdout]] as const) {
        row(`item extraction, ${report.narrations} narrations (${label})`, extractionRow(report));
      }
      row("extraction jobs through the queue (HTTP → worker → socket)", `${(await extractionJobsPerSecond(GATEWAY, cookie)).toFixed(0)} jobs/s`);
      const quote = await generateQuoteFigures(GATEWAY, cookie, await stackDatabaseUrl());
      row(`generate-quote job, ${QUOTE_BENCH.items} items (median of ${QUOTE_BENCH.runs})`, `${quote.jobMs.toFixed(0)} ms in the worker, ${quote.endToEndMs.toFixed(0)} ms from POST to job.completed, ${quote.lines} lines`);
      console.log(quoteMailRow(await quoteMailFigures(GATEWAY, cookie)));
      console.log(purchaseOrderRow(await purchaseOrderFigures(GATEWAY, cookie, await stackDatabaseUrl())));
      for (const { label, count, report, extractionOnHeard } of await wordErrorFigures()) {
        row(`offline word error rate, flite rms, ${count} narrations (${label})`, `${(report.wordErrorRate * 100).toFixed(1)}%, ${report.secondsPerAudioSecond.toFixed(3)} s per audio second`);
        row(`item extraction on what the transcriber heard (${label})`, extractionRow(extractionOnHeard));
      }
      const pipeline = await pipelineFigures(GATEWAY, cookie);
      row(`voice pipeline, ${pipeline.audioSeconds.toFixed(0)} s narration (upload → items in the room)`, `${pipeline.seconds.toFixed(1)} s, ${pipeline.itemsInRoom} items added`);
      const render = await renderFigures();
      row(`concept visuals render (offline, ${render.images} images of 1024×1024, median of 5)`, `${render.medianMs.toFixed(0)} ms`);
      const thumbnail = await thumbnailFigures();
      row(`thumbnail of a ${thumbnail.megabytes.toFixed(1)} MB 4000×3000 photo (median of 5)`, `${thumbnail.medianMs.toFixed(0)} ms`);
      console.log(quotePdfRow(await quotePdfFigures()));
      console.log();
      const statement = await statementFigures(GATEWAY, cookie, await stackDatabaseUrl(), user.studio.id);
      const issues = await concurrentIssueFigures(GATEWAY, cookie);
      for (const [label, value] of accountsRows({ pdfMs: await invoicePdfMs(), statement, receivables, issues })) row(label, value);
    } finally {
      await stop(warm.child);
    }
  } finally {
    stack.remove();
  }
}

await main();

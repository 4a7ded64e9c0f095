/**
 * Issue 11's figures, on the large studio's sample project: the client portal's data route (p50, p95 and
 * req/s at 50 connections and alone, through the gateway with a real link), and approvals per second: 100
 * sent quotes signed with a drawn signature, 10 at a time, each after the client opened its PDF (as a
 * client does, so the PDF the approval signs is already kept). `make bench` prints them; alone, against a
 * running stack (a new studio is signed up and seeded as the large studio in the stack's database):
 * `ATELIER_GATEWAY_URL=http://127.0.0.1:8080 DATABASE_URL=<the stack's database> npx tsx infra/load/portal-figures.ts`.
 */
import { pathToFileURL } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { ALONE, measureLatency, UNDER_LOAD, type LatencyFigures, type LoadShape } from "./large-studio-latency";
import { seedLargeStudio, type LargeStudioSample } from "./seed-large-studio";

export const APPROVAL_BENCH = { quotes: 100, concurrency: 10 };

export interface PortalFigures {
  portal: Array<LatencyFigures & { load: LoadShape }>;
  approvals: { signed: number; refused: number; seconds: number; perSecond: number };
}

/** Sent quotes of one line each in the project, valid for a year, numbered apart from the seeded ones. */
const SENT_QUOTES = `
  INSERT INTO quotes (id, studio_id, project_id, number, title, status, subtotal, vat, total, valid_until, sent_at, updated_at)
  SELECT gen_random_uuid(), project.studio_id, project.id, 'Q-BENCH-' || lpad(n::text, 4, '0'), 'Bench quote ' || n, 'sent',
         10000, 1500, 11500, current_date + 365, now(), now()
  FROM projects AS project, generate_series(1, $2::int) AS n
  WHERE project.id = $1::uuid
  RETURNING id`;
const SENT_LINES = `
  INSERT INTO quote_lines (id, quote_id, name, quantity, unit_cost, unit_price, line_total)
  SELECT gen_random_uuid(), id, 'Walnut sofa', 1, 7692.31, 10000, 10000 FROM quotes WHERE id = ANY($1::uuid[])`;

async function sentQuotes(databaseUrl: string, projectId: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(SENT_QUOTES, [projectId, count]);
    const ids = rows.map((row) => row.id);
    await client.query(SENT_LINES, [ids]);
    return ids;
  } finally {
    await client.end();
  }
}

/** A signature as the pad exports it: one stroke on a transparent 600×200 PNG. */
async function signaturePng(): Promise<string> {
  const stroke = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 C 120 20, 220 190, 570 50" stroke="#111" stroke-width="4" fill="none"/></svg>');
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: stroke }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Runs `work` over the items, `concurrency` at a time. */
async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function portalFigures(gateway: string, cookie: string, databaseUrl: string, sample: LargeStudioSample): Promise<PortalFigures> {
  const link = await fetch(`${gateway}/api/projects/${sample.projectId}/portal-token`, { method: "POST", headers: { cookie, origin: gateway } });
  if (link.status !== 201) throw new Error(`A portal link answered ${link.status}`);
  const { portalUrl } = (await link.json()) as { portalUrl: string };
  const token = portalUrl.split("/").pop()!;
  const portalPath = `${gateway}/api/client-portal/${sample.projectId}/${token}`;

  const portal: PortalFigures["portal"] = [];
  for (const load of [UNDER_LOAD, ALONE]) portal.push({ load, ...(await measureLatency(portalPath, "", load)) });

  const quoteIds = await sentQuotes(databaseUrl, sample.projectId, APPROVAL_BENCH.quotes);
  await inBatches(quoteIds, APPROVAL_BENCH.concurrency, async (quoteId) => {
    await (await fetch(`${portalPath}/quotes/${quoteId}/pdf`)).arrayBuffer();
  });
  const body = JSON.stringify({ signatureData: await signaturePng(), signedBy: "Bench Client", consent: true });
  let signed = 0;
  let refused = 0;
  const started = performance.now();
  await inBatches(quoteIds, APPROVAL_BENCH.concurrency, async (quoteId) => {
    const response = await fetch(`${portalPath}/quotes/${quoteId}/approve`, { method: "POST", headers: { "content-type": "application/json", origin: gateway }, body });
    await response.arrayBuffer();
    if (response.status === 201) signed += 1;
    else refused += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  return { portal, approvals: { signed, refused, seconds, perSecond: signed / seconds } };
}

const row = (label: string, value: string) => `${label.padEnd(52)} ${value}`;

export function portalRows({ portal, approvals }: PortalFigures): string[] {
  const { signed, refused, seconds, perSecond } = approvals;
  return [
    ...portal.map(({ load, p50, p95, requestsPerSecond, non2xx }) =>
      row(`GET /api/client-portal/:id/:token (${load.connections} conn.)`, `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(requestsPerSecond)} req/s, ${non2xx} non-2xx`),
    ),
    row(`quote approvals, ${APPROVAL_BENCH.quotes} quotes, ${APPROVAL_BENCH.concurrency} at a time`, `${perSecond.toFixed(1)} approvals/s (${signed} signed, ${refused} refused, ${seconds.toFixed(1)} s)`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const gatewayUrl = process.env.ATELIER_GATEWAY_URL ?? "http://127.0.0.1:8080";
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Set DATABASE_URL to the running stack's database, where the large studio is seeded");
  const response = await fetch(`${gatewayUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `portal-bench-${Date.now()}@atelier.test`, password: "bench-password", firstName: "Bench", lastName: "Mark" }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  const { studio } = (await response.json()) as { studio: { id: string } };
  const sample = await seedLargeStudio(databaseUrl, studio.id);
  const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
  for (const line of portalRows(await portalFigures(gatewayUrl, cookie, databaseUrl, sample))) console.log(line);
}

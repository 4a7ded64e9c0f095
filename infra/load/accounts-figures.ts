/**
 * Issue 21's figures: how long an invoice's PDF takes to render (40 lines, median of 5, after a warm-up render); a
 * client's statement over 200 invoices (JSON and PDF, median of 5); the large studio's receivables with 20,000
 * invoices (p95 at 1 and 50 connections); and 20 invoices issued at once (wall time, and that their numbers are 20
 * consecutive ones). The invoices are seeded with set-based SQL, issued as they would be, without lines (the
 * statement and the receivables read none).
 * `make bench` prints them; `npx tsx infra/load/accounts-figures.ts` prints the PDF figure alone.
 */
import { pathToFileURL } from "node:url";
import pg from "pg";
import { renderTaxDocumentPdf } from "../../services/accounts/src/invoice-pdf/render-tax-document-pdf";
import type { TaxDocument } from "../../services/accounts/src/invoice-pdf/tax-document";
import { ALONE, measureLatency, UNDER_LOAD, type LatencyFigures } from "./large-studio-latency";

export const ACCOUNTS_BENCH = { pdfLines: 40, statementInvoices: 200, studioInvoicesPerProject: 10, concurrentIssues: 20, runs: 5 };

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < ACCOUNTS_BENCH.runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const SAMPLE_PARTIES = { name: "Atelier Blanc Interiors", postalAddress: "12 Bree Street\nCape Town\n8001", vatNumber: "4123456789", registrationNumber: "2019/123456/07", phone: "021 555 0123", email: "studio@blanc.co.za" };

/** A full tax invoice of `lines` lines, as the accounts service prints one. */
export function sampleInvoiceDocument(lines: number): TaxDocument {
  return {
    title: "Tax Invoice",
    number: "INV-2026-0042",
    issueDate: "2026-11-28",
    project: "Clifton Villa (ATL-2026-014)",
    abridged: false,
    copy: false,
    studio: { ...SAMPLE_PARTIES, logoPng: null, timeZone: "Africa/Johannesburg" },
    facts: [["Due date", "5 Dec 2026"], ["Quote", "Q-2026-0042"]],
    recipient: { name: "Thandi Mokoena", email: "thandi@example.co.za", address: "3 Kloof Nek Road\nTamboerskloof\nCape Town" },
    lines: Array.from({ length: lines }, (_, index) => ({ description: `Walnut side table, oiled, 60 × 45 cm (room ${1 + (index % 8)})`, quantity: 1 + (index % 3), unitPrice: "4500.00", lineTotal: (4500 * (1 + (index % 3))).toFixed(2) })),
    totals: { subtotal: "360000.00", vat: "54000.00", total: "414000.00", vatPercent: "15" },
    totalWords: { subtotal: "Subtotal", total: "Total" },
    notes: null,
    payment: { dueDate: "2026-12-05", bank: { name: "First National Bank", accountHolder: "Atelier Blanc Interiors (Pty) Ltd", accountNumber: "62123456789", branchCode: "250655" } },
    terms: "Payment within 7 days of the invoice date.",
  };
}

export async function invoicePdfMs(): Promise<number> {
  const document = sampleInvoiceDocument(ACCOUNTS_BENCH.pdfLines);
  return medianMs(() => renderTaxDocumentPdf(document));
}

/**
 * Issued invoices straight into the database: `perProject` a project of the studio's (of `projectId` only, when
 * given), dated over the last 200 days; one in three paid, one in six part paid, the rest owing.
 */
const INVOICES = `
  INSERT INTO invoices (id, studio_id, project_id, kind, status, number, vat_rate, subtotal, vat, total, amount_paid, issue_date, due_date, parties)
  SELECT gen_random_uuid(), project.studio_id, project.id, 'fee', s.status, 'BINV-' || project.code || '-' || i, 0.15,
         s.subtotal, round(s.subtotal * 0.15, 2), s.subtotal + round(s.subtotal * 0.15, 2),
         CASE s.status WHEN 'paid' THEN s.subtotal + round(s.subtotal * 0.15, 2) WHEN 'part_paid' THEN round(s.subtotal / 2, 2) ELSE 0 END,
         current_date - s.age, current_date - s.age + 7,
         jsonb_build_object('recipient', jsonb_build_object('name', project.client_name, 'email', project.client_email, 'address', null),
                            'project', jsonb_build_object('title', project.title, 'code', project.code))
  FROM projects AS project, generate_series(1, $3::int) AS i,
       LATERAL (SELECT (ARRAY['paid', 'issued', 'part_paid', 'paid', 'issued', 'issued'])[1 + ((hashtext(project.id::text) & 65535) + i) % 6]::invoice_status AS status,
                       (1000 + (hashtext(project.id::text || i) & 65535) % 90000)::numeric(12, 2) AS subtotal,
                       (hashtext(i::text || project.id::text) & 65535) % 200 AS age) AS s
  WHERE project.studio_id = $1::uuid AND ($2::uuid IS NULL OR project.id = $2::uuid)`;

export async function seedInvoices(databaseUrl: string, studioId: string, projectId: string | null, perProject: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(INVOICES, [studioId, projectId, perProject]);
    await client.query("VACUUM ANALYZE invoices");
  } finally {
    await client.end();
  }
}

async function send(url: string, cookie: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}), origin: new URL(url).origin },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A project of the bench's own studio, with an address, for the statement and the concurrent issues. */
async function benchProject(gateway: string, cookie: string): Promise<string> {
  const project = (await (await send(`${gateway}/api/projects`, cookie, { method: "POST", body: { name: "Accounts bench villa", clientName: "Thandi Mokoena", clientEmail: "thandi@example.co.za", budget: 1000000, startDate: new Date().toISOString().slice(0, 10) } })).json()) as { id: string };
  await send(`${gateway}/api/projects/${project.id}`, cookie, { method: "PUT", body: { address: "3 Kloof Nek Road, Tamboerskloof" } });
  return project.id;
}

export interface StatementFigures {
  invoices: number;
  jsonMs: number;
  pdfMs: number;
}

export async function statementFigures(gateway: string, cookie: string, databaseUrl: string, studioId: string): Promise<StatementFigures> {
  const projectId = await benchProject(gateway, cookie);
  await seedInvoices(databaseUrl, studioId, projectId, ACCOUNTS_BENCH.statementInvoices);
  const url = `${gateway}/api/projects/${projectId}/statement`;
  return {
    invoices: ACCOUNTS_BENCH.statementInvoices,
    jsonMs: await medianMs(async () => (await send(url, cookie)).arrayBuffer()),
    pdfMs: await medianMs(async () => (await send(`${url}?format=pdf`, cookie)).arrayBuffer()),
  };
}

export interface ConcurrentIssueFigures {
  issues: number;
  wallMs: number;
  consecutive: boolean;
}

/** Twenty drafts of one project issued at once: how long they take together, and whether their numbers run without a gap. */
export async function concurrentIssueFigures(gateway: string, cookie: string): Promise<ConcurrentIssueFigures> {
  const projectId = await benchProject(gateway, cookie);
  const drafts = await Promise.all(
    Array.from({ length: ACCOUNTS_BENCH.concurrentIssues }, async (_, index) => {
      const body = { kind: "fee", lines: [{ description: `Design fee, stage ${index + 1}`, quantity: 1, unitPrice: "1000" }] };
      return ((await (await send(`${gateway}/api/projects/${projectId}/invoices`, cookie, { method: "POST", body })).json()) as { id: string }).id;
    }),
  );
  const started = performance.now();
  const issued = await Promise.all(drafts.map(async (id) => ((await (await send(`${gateway}/api/invoices/${id}/issue`, cookie, { method: "POST" })).json()) as { number: string }).number));
  const wallMs = performance.now() - started;
  const sequence = issued.map((number) => Number(number.split("-").at(-1))).sort((a, b) => a - b);
  return { issues: issued.length, wallMs, consecutive: sequence.every((value, index) => index === 0 || value === sequence[index - 1]! + 1) };
}

export interface ReceivablesFigures {
  invoices: number;
  underLoad: LatencyFigures;
  alone: LatencyFigures;
}

/** The large studio's receivables once each of its projects has its invoices. */
export async function receivablesFigures(gateway: string, cookie: string, databaseUrl: string, studioId: string, projects: number): Promise<ReceivablesFigures> {
  await seedInvoices(databaseUrl, studioId, null, ACCOUNTS_BENCH.studioInvoicesPerProject);
  const url = `${gateway}/api/accounts/receivables`;
  // Alone first: after the load, requests still queued in the service would hold the lone client's up.
  const alone = await measureLatency(url, cookie, ALONE);
  return { invoices: projects * ACCOUNTS_BENCH.studioInvoicesPerProject, underLoad: await measureLatency(url, cookie, UNDER_LOAD), alone };
}

const latency = ({ p50, p95, requestsPerSecond, non2xx }: LatencyFigures) => `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(requestsPerSecond)} req/s, ${non2xx} non-2xx`;

export function accountsRows(figures: { pdfMs: number; statement: StatementFigures; receivables: ReceivablesFigures; issues: ConcurrentIssueFigures }): Array<[string, string]> {
  const { pdfMs, statement, receivables, issues } = figures;
  return [
    [`invoice PDF, ${ACCOUNTS_BENCH.pdfLines} lines (median of ${ACCOUNTS_BENCH.runs})`, `${pdfMs.toFixed(0)} ms`],
    [`statement of a client with ${statement.invoices} invoices`, `JSON ${statement.jsonMs.toFixed(0)} ms, PDF ${statement.pdfMs.toFixed(0)} ms`],
    [`GET /api/accounts/receivables, ${receivables.invoices} invoices (${UNDER_LOAD.connections} conn.)`, latency(receivables.underLoad)],
    [`GET /api/accounts/receivables, ${receivables.invoices} invoices (${ALONE.connections} conn.)`, latency(receivables.alone)],
    [`${issues.issues} invoices issued at once`, `${issues.wallMs.toFixed(0)} ms in all, numbers ${issues.consecutive ? "consecutive" : "NOT consecutive"}`],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`invoice PDF, ${ACCOUNTS_BENCH.pdfLines} lines: ${(await invoicePdfMs()).toFixed(0)} ms (median of ${ACCOUNTS_BENCH.runs})`);
}

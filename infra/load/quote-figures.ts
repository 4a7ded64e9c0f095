/**
 * Issue 10's quote figures: the generate-quote job for a project of 500 room items, timed end to end
 * (POST /api/projects/:id/generate-quote → job.completed on the socket) and from the job's first progress
 * (the worker has taken it) to its completion.
 */
import pg from "pg";
import { io as connect } from "socket.io-client";

export const QUOTE_BENCH = { items: 500, rooms: 10, runs: 5 };

const ITEMS = `
  INSERT INTO room_items (id, room_id, name, quantity, unit, category, cost_estimate, supplier_quote, supplier, created_at, updated_at)
  SELECT gen_random_uuid(), (ARRAY(SELECT id FROM rooms WHERE project_id = $1::uuid ORDER BY created_at))[1 + n % $3::int],
         'Item ' || n, 1 + n % 4, 'each', (enum_range(NULL::item_category))[1 + n % 5],
         1000 + (n * 7919) % 50000, CASE WHEN n % 3 = 0 THEN 900 + (n * 7919) % 45000 END, 'Supplier ' || n % 12,
         now() + n * interval '1 millisecond', now()
  FROM generate_series(1, $2::int) AS n`;

interface Timing {
  endToEndMs: number;
  jobMs: number;
  lines: number;
}

/** A JSON call through the gateway as the signed-in designer; anything but a 2xx throws with the answer. */
export async function call(gatewayUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A project of QUOTE_BENCH.rooms rooms made through the gateway, its 500 items inserted in one statement. */
async function projectOf500Items(gatewayUrl: string, cookie: string, databaseUrl: string): Promise<string> {
  const project = await call(gatewayUrl, cookie, "POST", "/api/projects", { name: "Quote bench residence", clientName: "Bench Client", clientEmail: "client@bench.test", budget: 5_000_000, startDate: "2026-11-02" });
  const projectId = project.id as string;
  for (let room = 1; room <= QUOTE_BENCH.rooms; room += 1) await call(gatewayUrl, cookie, "POST", `/api/projects/${projectId}/rooms`, { name: `Room ${room}` });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(ITEMS, [projectId, QUOTE_BENCH.items, QUOTE_BENCH.rooms]);
  } finally {
    await client.end();
  }
  return projectId;
}

/** Generates the project's quote QUOTE_BENCH.runs times, one after another, and gives the median of each timing. */
export async function generateQuoteFigures(gatewayUrl: string, cookie: string, databaseUrl: string): Promise<Timing> {
  const projectId = await projectOf500Items(gatewayUrl, cookie, databaseUrl);
  const socket = connect(gatewayUrl, { transports: ["websocket"], extraHeaders: { cookie }, reconnection: false });
  await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
  const timings: Timing[] = [];
  try {
    for (let run = 0; run < QUOTE_BENCH.runs; run += 1) {
      let jobId = "";
      let takenAt = 0;
      const completed = new Promise<{ lines: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("the generate-quote job did not complete in 60 s")), 60_000);
        socket.on("job.progress", (event: { jobId: string }) => {
          if (event.jobId === jobId && takenAt === 0) takenAt = performance.now();
        });
        socket.on("job.completed", (event: { jobId: string; result: { lines: number } }) => {
          if (event.jobId !== jobId) return;
          clearTimeout(timer);
          resolve(event.result);
        });
        socket.on("job.failed", (event: { jobId: string; reason: string }) => {
          if (event.jobId === jobId) reject(new Error(`the generate-quote job failed: ${event.reason}`));
        });
      });
      const started = performance.now();
      jobId = (await call(gatewayUrl, cookie, "POST", `/api/projects/${projectId}/generate-quote`)).jobId as string;
      const { lines } = await completed;
      const finished = performance.now();
      timings.push({ endToEndMs: finished - started, jobMs: finished - (takenAt || started), lines });
      socket.removeAllListeners("job.progress").removeAllListeners("job.completed").removeAllListeners("job.failed");
    }
  } finally {
    socket.disconnect();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { endToEndMs: median(timings.map((timing) => timing.endToEndMs)), jobMs: median(timings.map((timing) => timing.jobMs)), lines: timings[0]!.lines };
}

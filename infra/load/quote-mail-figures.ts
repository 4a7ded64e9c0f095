/**
 * Issue 10's e-mail figure: quotes mailed per second through the send-quote job (render and keep each
 * quote's PDF, write the mail with it attached, mark the quote sent), from 50 POST /api/quotes/:id/send at
 * once to the last job.completed on the socket. `make dev` mails to its .eml outbox, so this measures the
 * job, not a mail server. `make bench` prints it; alone, against a running stack:
 * `ATELIER_GATEWAY_URL=http://127.0.0.1:8080 npx tsx infra/load/quote-mail-figures.ts`.
 */
import { pathToFileURL } from "node:url";
import { io as connect, type Socket } from "socket.io-client";
import { call } from "./quote-figures";

export const MAIL_BENCH = { quotes: 50, itemsPerQuote: 12 };

/** Waits for each of the jobs to complete on the socket; `start` gives their ids (the listener is on before any is started). */
async function completedJobs(socket: Socket, start: () => Promise<string[]>): Promise<unknown[]> {
  const results = new Map<string, unknown>();
  let jobIds = new Set<string>();
  let done = () => {};
  const allDone = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${results.size} of the jobs completed in 120 s`)), 120_000);
    done = () => {
      if (jobIds.size > 0 && [...jobIds].every((id) => results.has(id))) {
        clearTimeout(timer);
        resolve();
      }
    };
    socket.on("job.completed", (event: { jobId: string; result: unknown }) => {
      results.set(event.jobId, event.result);
      done();
    });
    socket.on("job.failed", (event: { jobId: string; reason: string }) => {
      if (jobIds.has(event.jobId)) reject(new Error(`a job failed: ${event.reason}`));
    });
  });
  jobIds = new Set(await start());
  done();
  try {
    await allDone;
  } finally {
    socket.removeAllListeners("job.completed").removeAllListeners("job.failed");
  }
  return [...jobIds].map((id) => results.get(id));
}

/** MAIL_BENCH.quotes draft quotes of one project, generated through the quotes worker. */
async function draftQuotes(gatewayUrl: string, cookie: string, socket: Socket): Promise<string[]> {
  const project = await call(gatewayUrl, cookie, "POST", "/api/projects", { name: "Mail bench residence", clientName: "Bench Client", clientEmail: "client@bench.test", budget: 900_000, startDate: "2026-11-02" });
  const room = await call(gatewayUrl, cookie, "POST", `/api/projects/${project.id as string}/rooms`, { name: "Living Room" });
  for (let item = 1; item <= MAIL_BENCH.itemsPerQuote; item += 1) {
    await call(gatewayUrl, cookie, "POST", `/api/rooms/${room.id as string}/items`, { name: `Item ${item}`, quantity: 1 + (item % 3), costEstimate: `${1000 + item * 250}.00` });
  }
  const results = await completedJobs(socket, () =>
    Promise.all(Array.from({ length: MAIL_BENCH.quotes }, async () => (await call(gatewayUrl, cookie, "POST", `/api/projects/${project.id as string}/generate-quote`)).jobId as string)),
  );
  return results.map((result) => (result as { quoteId: string }).quoteId);
}

export async function quoteMailFigures(gatewayUrl: string, cookie: string): Promise<{ mails: number; seconds: number; perSecond: number }> {
  const socket = connect(gatewayUrl, { transports: ["websocket"], extraHeaders: { cookie }, reconnection: false });
  await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
  try {
    const quoteIds = await draftQuotes(gatewayUrl, cookie, socket);
    const started = performance.now();
    await completedJobs(socket, () => Promise.all(quoteIds.map(async (quoteId) => (await call(gatewayUrl, cookie, "POST", `/api/quotes/${quoteId}/send`, {})).jobId as string)));
    const seconds = (performance.now() - started) / 1000;
    return { mails: quoteIds.length, seconds, perSecond: quoteIds.length / seconds };
  } finally {
    socket.disconnect();
  }
}

export const quoteMailRow = ({ mails, seconds, perSecond }: { mails: number; seconds: number; perSecond: number }): string =>
  `send-quote job, ${mails} quotes to the .eml outbox: ${perSecond.toFixed(1)} e-mails/s (${seconds.toFixed(1)} s)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const gatewayUrl = process.env.ATELIER_GATEWAY_URL ?? "http://127.0.0.1:8080";
  const response = await fetch(`${gatewayUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `mail-bench-${Date.now()}@atelier.test`, password: "bench-password", firstName: "Bench", lastName: "Mark" }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  console.log(quoteMailRow(await quoteMailFigures(gatewayUrl, response.headers.getSetCookie()[0]!.split(";")[0]!)));
}

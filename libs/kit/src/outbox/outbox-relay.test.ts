import type { JobsOptions } from "bullmq";
import { describe, expect, it } from "vitest";
import { outboxTypeOf, thumbnailJob } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { createLogger } from "../logger";
import { createOutboxRelay } from "./outbox-relay";

interface Row {
  id: string;
  type: string;
  payload: unknown;
  published: boolean;
  attempts: number;
  lastError: string | null;
}

/**
 * An outbox table in memory behind the relay's look for pending rows, its SELECT and its two UPDATEs (published, or
 * failed); `transactions` counts the passes that opened one.
 */
function fakeOutbox(rows: Row[], transactions = { count: 0 }) {
  const tx = {
    $queryRaw: async () => rows.filter((row) => !row.published),
    $executeRaw: async (sql: TemplateStringsArray, ...values: unknown[]) => {
      const row = rows.find((candidate) => candidate.id === values.at(-1))!;
      if (sql[0]!.includes("published_at = now()")) row.published = true;
      else Object.assign(row, { attempts: row.attempts + 1, lastError: values[0] });
    },
  };
  return {
    $queryRaw: async () => [{ pending: rows.some((candidate) => !candidate.published) }],
    $transaction: (work: (client: typeof tx) => Promise<unknown>) => {
      transactions.count += 1;
      return work(tx);
    },
  } as unknown as PrismaClient;
}

const row = (id: string, type = outboxTypeOf(thumbnailJob)): Row => ({ id, type, payload: { owner: null, data: {} }, published: false, attempts: 0, lastError: null });
const logger = createLogger("outbox-relay-test", "silent");

function queuesThatFail(failures: number) {
  const published: Array<{ queue: string; name: string; jobId: string | undefined }> = [];
  let left = failures;
  return {
    published,
    get: (queue: string) => ({
      async add(name: string, _data: unknown, options: JobsOptions) {
        if (left-- > 0) throw new Error("Connection is closed.");
        published.push({ queue, name, jobId: options.jobId });
      },
    }),
  };
}

describe("the outbox relay", () => {
  it("queues each row as its job under the row's id", async () => {
    const rows = [row("a"), row("b")];
    const queues = queuesThatFail(0);
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows), queues, logger, pollMs: 1_000 });
    expect(await relay.publishPending()).toEqual({ published: 2, failure: null });
    expect(queues.published).toEqual(["a", "b"].map((jobId) => ({ queue: thumbnailJob.queue, name: thumbnailJob.name, jobId })));
    expect(rows.every((candidate) => candidate.published)).toBe(true);
  });

  it("opens no transaction for a pass that finds nothing to publish", async () => {
    const rows = [row("a")];
    const transactions = { count: 0 };
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows, transactions), queues: queuesThatFail(0), logger, pollMs: 1_000 });
    expect(await relay.publishPending()).toEqual({ published: 1, failure: null });
    expect(await relay.publishPending()).toEqual({ published: 0, failure: null });
    expect(transactions.count).toBe(1);
  });

  it("counts a failed publish on its row, keeps the error, and stops the pass", async () => {
    const rows = [row("a"), row("b")];
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows), queues: queuesThatFail(1), logger, pollMs: 1_000 });
    expect(await relay.publishPending()).toEqual({ published: 0, failure: "Connection is closed." });
    expect(rows.map(({ published, attempts, lastError }) => ({ published, attempts, lastError }))).toEqual([
      { published: false, attempts: 1, lastError: "Connection is closed." },
      { published: false, attempts: 0, lastError: null },
    ]);
  });

  it("lets a row of a type it does not know wait without holding up the rest", async () => {
    const rows = [row("a", "job.from-a-newer-version"), row("b")];
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows), queues: queuesThatFail(0), logger, pollMs: 1_000 });
    expect(await relay.publishPending()).toEqual({ published: 1, failure: null });
    expect(rows.map(({ published, attempts }) => [published, attempts])).toEqual([[false, 1], [true, 0]]);
  });

  it("publishes at once when woken, without waiting for its poll", async () => {
    const rows: Row[] = [];
    const queues = queuesThatFail(0);
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows), queues, logger, pollMs: 60_000 });
    relay.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    rows.push(row("a"));
    relay.wake();
    await expect.poll(() => rows[0]!.published, { timeout: 500, interval: 5 }).toBe(true);
    await relay.close();
  });

  it("retries a failed publish after a backoff of twice its poll interval", async () => {
    const rows = [row("a")];
    const queues = queuesThatFail(1);
    const relay = createOutboxRelay({ prisma: fakeOutbox(rows), queues, logger, pollMs: 50 });
    const startedAt = Date.now();
    relay.start();
    await expect.poll(() => rows[0]!.published, { timeout: 2_000, interval: 5 }).toBe(true);
    await relay.close();
    expect(rows[0]!.attempts).toBe(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(100);
  });
});

import { quoteExpiredEvent } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { uuidFrom, writeEvent, type ProjectChanges } from "@atelier/kit";

interface ExpiredQuote {
  quoteId: string;
  projectId: string;
  number: string;
  version: number;
}

interface ExpireDeps {
  prisma: PrismaClient;
  changes: ProjectChanges;
  outbox: { wake(): void };
}

/**
 * Marks every sent quote whose valid-until date is over (before today in its studio's time zone) expired, with
 * its quote.expired event in the same transaction. A quote expires once: run again, it finds none.
 */
export async function expireLapsedQuotes({ prisma, changes, outbox }: ExpireDeps, now = new Date()): Promise<ExpiredQuote[]> {
  const expired = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<ExpiredQuote[]>`
      UPDATE quotes SET status = 'expired', updated_at = now()
      FROM studios
      WHERE studios.id = quotes.studio_id AND quotes.status = 'sent' AND quotes.valid_until < (${now}::timestamptz AT TIME ZONE studios.time_zone)::date
      RETURNING quotes.id AS "quoteId", quotes.project_id AS "projectId", quotes.number, quotes.version`;
    for (const row of rows) await writeEvent(tx, quoteExpiredEvent, uuidFrom(`${row.quoteId}:${quoteExpiredEvent.name}`), row);
    return rows;
  });
  if (expired.length > 0) outbox.wake();
  for (const { projectId, quoteId } of expired) changes.announce(projectId, "quotes", quoteId);
  return expired;
}

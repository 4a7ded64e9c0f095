import { quoteExpiredEvent } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { uuidFrom, writeEvent, type ProjectChanges } from "@atelier/kit";
import { southAfricanToday } from "./calendar";

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
 * Marks every sent quote whose valid-until date is over (before today in South Africa) expired, with
 * its quote.expired event in the same transaction. A quote expires once: run again, it finds none.
 */
export async function expireLapsedQuotes({ prisma, changes, outbox }: ExpireDeps, now = new Date()): Promise<ExpiredQuote[]> {
  const today = southAfricanToday(now);
  const expired = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<ExpiredQuote[]>`
      UPDATE quotes SET status = 'expired', updated_at = now()
      WHERE status = 'sent' AND valid_until < ${today}::date
      RETURNING id AS "quoteId", project_id AS "projectId", number, version`;
    for (const row of rows) await writeEvent(tx, quoteExpiredEvent, uuidFrom(`${row.quoteId}:${quoteExpiredEvent.name}`), row);
    return rows;
  });
  if (expired.length > 0) outbox.wake();
  for (const { projectId, quoteId } of expired) changes.announce(projectId, "quotes", quoteId);
  return expired;
}

import { quoteExpiredEvent } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { recordActivity, statusChange, uuidFrom, writeEvent, type ProjectChanges } from "@atelier/kit";
import { quoteRecord } from "./quote-activity";

interface ExpiredQuote {
  quoteId: string;
  projectId: string;
  number: string;
  version: number;
}

interface ExpireDeps {
  prisma: PrismaClient;
  changes: ProjectChanges;
}

/**
 * Marks every sent quote whose valid-until date is over (before today in its studio's time zone) expired, with
 * its quote.expired event in the same transaction. A quote expires once: run again, it finds none.
 */
export async function expireLapsedQuotes({ prisma, changes }: ExpireDeps, now = new Date()): Promise<ExpiredQuote[]> {
  const expired = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<ExpiredQuote & { studioId: string }>>`
      UPDATE quotes SET status = 'expired', updated_at = now()
      FROM studios
      WHERE studios.id = quotes.studio_id AND quotes.status = 'sent' AND quotes.valid_until < (${now}::timestamptz AT TIME ZONE studios.time_zone)::date
      RETURNING quotes.id AS "quoteId", quotes.project_id AS "projectId", quotes.number, quotes.version, quotes.studio_id AS "studioId"`;
    for (const { studioId, ...row } of rows) {
      await writeEvent(tx, quoteExpiredEvent, uuidFrom(`${row.quoteId}:${quoteExpiredEvent.name}`), row);
      const changes = [statusChange("sent", "expired")];
      await recordActivity(tx, { studioId, projectId: row.projectId, record: quoteRecord({ id: row.quoteId, number: row.number, version: row.version }), action: "updated", changes });
    }
    return rows.map(({ studioId: _studioId, ...row }) => row);
  });
  for (const { projectId, quoteId } of expired) changes.announce(projectId, "quotes", quoteId);
  return expired;
}

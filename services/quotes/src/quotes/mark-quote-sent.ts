import { randomUUID } from "node:crypto";
import { quoteSentEvent } from "@atelier/contracts";
import type { Prisma, Quote } from "@atelier/db";
import { recordActivity, writeEvent } from "@atelier/kit";
import { assertSendable, lockQuote } from "./quote-status";
import { quoteRecord } from "./quote-activity";

export interface MarkSentOptions {
  /** The quote.sent event's id: a job that sends give its own, so a retry writes the event once. */
  eventId?: string;
  now?: Date;
}

/**
 * Inside the transaction of a send: the quote becomes sent (a sent quote may be sent again, to the
 * same or a corrected address), remembers where and when, forgets an earlier failure, and its
 * quote.sent event commits with it. Approved, rejected, expired and superseded quotes answer 409.
 * The caller announces the change once the transaction commits.
 */
export async function markQuoteSent(tx: Prisma.TransactionClient, quoteId: string, to: string, { eventId = randomUUID(), now = new Date() }: MarkSentOptions = {}): Promise<Quote> {
  assertSendable(await lockQuote(tx, quoteId));
  const quote = await tx.quote.update({ where: { id: quoteId }, data: { status: "sent", sentAt: now, sentTo: to, sendFailedReason: null } });
  await writeEvent(tx, quoteSentEvent, eventId, { quoteId, projectId: quote.projectId, number: quote.number, version: quote.version, sentTo: to });
  await recordActivity(tx, { studioId: quote.studioId, projectId: quote.projectId, record: quoteRecord(quote), action: "sent", changes: [{ field: "sentTo", label: "Sent to", before: null, after: to }] });
  return quote;
}

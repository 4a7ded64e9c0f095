import { QUOTE_NOT_SIGNABLE_MESSAGES, studioDay } from "@atelier/contracts";
import { toDateOnly, type Prisma, type QuoteStatus } from "@atelier/db";
import { conflict } from "@atelier/kit";
import { assertQuoteAllows, lockQuote } from "../quotes/quote-status";

/**
 * A client answers a quote (approves it or asks for changes) only while it is sent and still valid:
 * one answered, replaced or lapsed meanwhile is a 409 saying which. A quote whose valid-until date is
 * over (in the studio's time zone) counts as expired even before the daily expiry has marked it so.
 */
export function assertAnswerable({ status, validUntil }: { status: QuoteStatus; validUntil: Date | null }, now: Date, timeZone: string): void {
  assertQuoteAllows(status, "answer");
  const lastDay = toDateOnly(validUntil);
  if (lastDay !== null && lastDay < studioDay(now, timeZone)) throw conflict(QUOTE_NOT_SIGNABLE_MESSAGES.expired);
}

/** Locks the quote for the rest of the transaction and checks, as it now stands, that the client may still answer it. */
export async function lockAnswerableQuote(tx: Prisma.TransactionClient, quoteId: string, now: Date): Promise<void> {
  const status = await lockQuote(tx, quoteId);
  const { validUntil, studio } = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { validUntil: true, studio: { select: { timeZone: true } } } });
  assertAnswerable({ status, validUntil }, now, studio.timeZone);
}

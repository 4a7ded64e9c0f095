import { QUOTE_NOT_SIGNABLE_MESSAGES } from "@atelier/contracts";
import type { Prisma, QuoteStatus } from "@atelier/db";
import { conflict } from "@atelier/kit";
import { southAfricanToday, toDateOnly } from "../quotes/calendar";
import { assertQuoteAllows, lockQuote } from "../quotes/quote-status";

/**
 * A client answers a quote (approves it or asks for changes) only while it is sent and still valid:
 * one answered, replaced or lapsed meanwhile is a 409 saying which. A quote whose valid-until date is
 * over counts as expired even before the daily expiry has marked it so.
 */
export function assertAnswerable({ status, validUntil }: { status: QuoteStatus; validUntil: Date | null }, now: Date): void {
  assertQuoteAllows(status, "answer");
  const lastDay = toDateOnly(validUntil);
  if (lastDay !== null && lastDay < southAfricanToday(now)) throw conflict(QUOTE_NOT_SIGNABLE_MESSAGES.expired);
}

/** Locks the quote for the rest of the transaction and checks, as it now stands, that the client may still answer it. */
export async function lockAnswerableQuote(tx: Prisma.TransactionClient, quoteId: string, now: Date): Promise<void> {
  const status = await lockQuote(tx, quoteId);
  const { validUntil } = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { validUntil: true } });
  assertAnswerable({ status, validUntil }, now);
}

import { QUOTE_CONTENT_MESSAGES, sendQuoteJob } from "@atelier/contracts";
import type { PrismaClient, Quote } from "@atelier/db";
import { conflict, HttpError, startExclusiveJobInTransaction, type Staff } from "@atelier/kit";
import { toCents } from "@atelier/money";
import { assertSendable, lockQuote } from "../quotes/quote-status";

const NO_CLIENT_EMAIL = "The project has no client e-mail: add one to the project before sending the quote";

/**
 * Starts mailing the quote to the project's client e-mail, never to an address from the request, and answers the
 * job's id; a sample quote, or one with nothing priced on it, is not sent (409). Under the quote's row lock its status is checked and the job's record and outbox row commit together;
 * a send while one is waiting or running answers that one's job, so two tabs sending at once mail the client once.
 */
export async function startQuoteSending(
  { prisma }: { prisma: PrismaClient },
  quote: Pick<Quote, "id" | "projectId">,
  { studioId, userId }: Staff,
  message: string | null,
): Promise<string> {
  const owner = { studioId, userId, projectId: quote.projectId };
  const jobId = await prisma.$transaction(async (tx) => {
    assertSendable(await lockQuote(tx, quote.id));
    const { total, sample } = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, select: { total: true, sample: true } });
    if (sample) throw conflict(QUOTE_CONTENT_MESSAGES.sample);
    if (!toCents(total).gt(0)) throw conflict(QUOTE_CONTENT_MESSAGES.nothingToSend);
    const { clientEmail } = await tx.project.findUniqueOrThrow({ where: { id: quote.projectId }, select: { clientEmail: true } });
    if (!clientEmail) throw new HttpError(400, NO_CLIENT_EMAIL, { clientEmail: [NO_CLIENT_EMAIL] });
    return startExclusiveJobInTransaction(tx, sendQuoteJob, owner, { quoteId: quote.id, to: clientEmail, message }, `send-quote:${quote.id}`);
  });
  return jobId;
}

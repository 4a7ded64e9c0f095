import { sendQuoteJob, sendQuoteRequestSchema } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import { HttpError, parseInput, startJobInTransaction, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { assertSendable } from "../quotes/quote-status";

const NO_CLIENT_EMAIL = "The project has no client e-mail: add one to the project before sending the quote";

/**
 * POST /api/quotes/:id/send: 202 {jobId} at once. The mail always goes to the project's client e-mail,
 * never to an address from the request. The job's record and its outbox row commit together.
 */
export function startQuoteSending({ prisma, outbox }: QuotesDeps): AccessHandler<Staff, Quote> {
  return async (req, res, { caller: { studioId, userId }, record: quote }) => {
    const { message } = parseInput(sendQuoteRequestSchema, req.body ?? {});
    assertSendable(quote.status);
    const { clientEmail } = await prisma.project.findUniqueOrThrow({ where: { id: quote.projectId }, select: { clientEmail: true } });
    if (!clientEmail) throw new HttpError(400, NO_CLIENT_EMAIL, { clientEmail: [NO_CLIENT_EMAIL] });
    const owner = { studioId, userId, projectId: quote.projectId };
    const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, sendQuoteJob, owner, { quoteId: quote.id, to: clientEmail, message: message ?? null }));
    outbox.wake();
    res.status(202).json({ jobId });
  };
}

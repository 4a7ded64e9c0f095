import { UnrecoverableError } from "bullmq";
import { quoteSentEvent, type SentQuoteResult } from "@atelier/contracts";
import type { PrismaClient, Quote } from "@atelier/db";
import { HttpError, MailSendError, objectKeys, shownFailureReason, uuidFrom, type Mailer, type ObjectStorage, type ProjectChanges } from "@atelier/kit";
import { markQuoteSent } from "../quotes/mark-quote-sent";
import { assertSendable, lockQuote } from "../quotes/quote-status";
import { keptQuotePdf } from "../quote-pdf/kept-quote-pdf";
import { quoteDocumentOf } from "../quote-pdf/quote-document-of";
import { renderPdf, type RenderedPdf } from "../quote-pdf/rendered-pdf";
import { quoteMail } from "./quote-mail";
import { recordSendFailure } from "./record-send-failure";

export interface SendQuoteDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  mailer: Mailer;
  mailFrom: string;
  changes: ProjectChanges;
}

export interface SendQuoteRequest {
  /** The job's id: the quote.sent event's id derives from it, so a retry after the quote was marked sends nothing again. */
  jobId: string;
  quoteId: string;
  to: string;
  message: string | null;
  /** A failure on the last try is the quote's failure reason; earlier ones are retried quietly. */
  lastAttempt: boolean;
}

/**
 * Mails the quote's PDF to the client, then marks the quote sent with its quote.sent event and, for a
 * draft, the PDF it was sent with, in one transaction. A sent quote sent again carries its kept PDF.
 * A mail server's refusal fails for good, with the reason on the quote; passing failures are retried.
 */
export async function sendQuote(deps: SendQuoteDeps, request: SendQuoteRequest): Promise<SentQuoteResult> {
  const { prisma, changes } = deps;
  const { jobId, quoteId, to } = request;
  const eventId = uuidFrom(`${jobId}:${quoteSentEvent.name}`);
  const quote = await prisma.quote.findUnique({ where: { id: quoteId } });
  if (!quote) throw new UnrecoverableError("Quote not found");
  if (await prisma.outboxEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return { quoteId, sentTo: quote.sentTo ?? to, pdfSha256: quote.pdfSha256! };
  sendable(quote);

  let sent: Quote;
  try {
    const pdf = await mailQuote(deps, quote, request);
    sent = await markSent(prisma, quote, pdf, { to, eventId });
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    if (permanent || (request.lastAttempt && !(error instanceof UnrecoverableError))) await recordSendFailure(deps, quoteId, shownFailureReason(error));
    throw permanent ? new UnrecoverableError((error as Error).message) : error;
  }
  changes.announce(sent.projectId, "quotes", quoteId);
  return { quoteId, sentTo: to, pdfSha256: sent.pdfSha256! };
}

/**
 * Marks the quote sent with its quote.sent event and, for a draft, the PDF it was sent with. A draft
 * edited while its mail went out fails the try: the retry mails the client the draft as it now is, so
 * the version marked sent is always the one whose PDF the client has. A quote approved meanwhile ends the job.
 */
async function markSent(prisma: PrismaClient, quote: Quote, pdf: RenderedPdf, { to, eventId }: { to: string; eventId: string }): Promise<Quote> {
  return prisma
    .$transaction(async (tx) => {
      await lockQuote(tx, quote.id);
      const { updatedAt } = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, select: { updatedAt: true } });
      if (quote.status === "draft" && updatedAt.getTime() !== quote.updatedAt.getTime()) throw new Error("The draft changed while it was being sent: sending it again as it is now");
      const marked = await markQuoteSent(tx, quote.id, to, { eventId });
      if (quote.status !== "draft") return marked;
      return tx.quote.update({ where: { id: quote.id }, data: { pdfObjectKey: objectKeys.quotePdf(quote.studioId, quote.id), pdfSha256: pdf.sha256 } });
    })
    .catch((error: unknown) => Promise.reject(error instanceof HttpError ? new UnrecoverableError(error.message) : error));
}

/** An approved, rejected, expired or superseded quote is not mailed at all. */
function sendable(quote: Quote): void {
  try {
    assertSendable(quote.status);
  } catch (error) {
    throw new UnrecoverableError((error as Error).message);
  }
}

/**
 * A draft is rendered as it stands and its PDF stored under the key it will be kept at; a sent quote
 * carries the PDF kept for it. Then the mail goes out. Answers the PDF that went.
 */
async function mailQuote(deps: SendQuoteDeps, quote: Quote, { to, message }: SendQuoteRequest): Promise<RenderedPdf> {
  const document = await quoteDocumentOf(deps.prisma, deps.storage, quote.id);
  let pdf: RenderedPdf;
  if (quote.status === "draft") {
    pdf = await renderPdf(document);
    await deps.storage.put(objectKeys.quotePdf(quote.studioId, quote.id), pdf.bytes, "application/pdf");
  } else {
    pdf = await keptQuotePdf(deps, quote);
  }
  await deps.mailer.send(quoteMail({ document, pdf, from: deps.mailFrom, to, message }));
  return pdf;
}

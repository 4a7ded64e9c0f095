import { QUOTE_RULES, type QuoteAction, type QuoteStatus } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { assertStateAllows, notFound } from "@atelier/kit";

/** A 409 with QUOTE_RULES' reason unless a quote in `status` may take `action`. */
export const assertQuoteAllows = (status: QuoteStatus, action: QuoteAction) => assertStateAllows(QUOTE_RULES, status, action);

export const assertDraft = (status: QuoteStatus) => assertQuoteAllows(status, "edit");
export const assertRevisable = (status: QuoteStatus) => assertQuoteAllows(status, "revise");
/** Only draft (first sending) and sent (sent again) quotes may be marked sent. */
export const assertSendable = (status: QuoteStatus) => assertQuoteAllows(status, "send");

/**
 * Locks the quote's row for the rest of the transaction, so two changes to one quote (an edit and a
 * revision, two revisions) run one after the other and each sees the status the other left.
 */
export async function lockQuote(tx: Prisma.TransactionClient, quoteId: string): Promise<QuoteStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: QuoteStatus }>>`SELECT status::text AS status FROM quotes WHERE id = ${quoteId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Quote not found");
  return row.status;
}

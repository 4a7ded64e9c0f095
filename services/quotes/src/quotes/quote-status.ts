import { REVISABLE_QUOTE_STATUSES, type QuoteStatus } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { conflict, notFound } from "@atelier/kit";

/** Why a quote in each status cannot be edited as a draft. */
const NOT_EDITABLE: Record<Exclude<QuoteStatus, "draft">, string> = {
  sent: "This quote was sent to the client and can no longer be edited: revise it to make a new version",
  approved: "This quote was approved by the client and can no longer change",
  rejected: "This quote was rejected and can no longer be edited: revise it to make a new version",
  expired: "This quote expired and can no longer be edited: revise it to make a new version",
  superseded: "This version was replaced by a later one and can no longer change",
};

/** Why a quote in each status cannot be revised. */
const NOT_REVISABLE: Partial<Record<QuoteStatus, string>> = {
  draft: "A draft is edited as it is: only a sent, rejected or expired quote is revised",
  approved: NOT_EDITABLE.approved,
  superseded: "This version was already revised: revise the latest version",
};

export function assertDraft(status: QuoteStatus): void {
  if (status !== "draft") throw conflict(NOT_EDITABLE[status]);
}

export function assertRevisable(status: QuoteStatus): void {
  if (!(REVISABLE_QUOTE_STATUSES as readonly QuoteStatus[]).includes(status)) throw conflict(NOT_REVISABLE[status] ?? NOT_EDITABLE.superseded);
}

/** Only draft (first sending) and sent (sent again) quotes may be marked sent. */
export function assertSendable(status: QuoteStatus): void {
  if (status !== "draft" && status !== "sent") throw conflict(status === "superseded" ? NOT_EDITABLE.superseded : `A quote that is ${status} cannot be sent`);
}

/**
 * Locks the quote's row for the rest of the transaction, so two changes to one quote (an edit and a
 * revision, two revisions) run one after the other and each sees the status the other left.
 */
export async function lockQuote(tx: Prisma.TransactionClient, quoteId: string): Promise<QuoteStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: QuoteStatus }>>`SELECT status::text AS status FROM quotes WHERE id = ${quoteId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Quote not found");
  return row.status;
}

import type { ChangesRequested, ProjectQuote, Quote as QuoteResponse, QuoteLine as QuoteLineResponse, QuoteSummary, QuoteVersion } from "@atelier/contracts";
import { toDateOnly, type PrismaClient, type Quote, type QuoteLine } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

export type QuoteWithLines = Quote & { lines: QuoteLine[] };

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export function toQuoteSummary(quote: Quote): QuoteSummary {
  return {
    id: quote.id,
    projectId: quote.projectId,
    number: quote.number,
    version: quote.version,
    title: quote.title,
    description: quote.description,
    status: quote.status,
    subtotal: toMoneyString(quote.subtotal),
    vat: toMoneyString(quote.vat),
    total: toMoneyString(quote.total),
    validUntil: toDateOnly(quote.validUntil),
    sentAt: isoOrNull(quote.sentAt),
    sentTo: quote.sentTo,
    sendFailedReason: quote.sendFailedReason,
    approvedAt: isoOrNull(quote.approvedAt),
    sample: quote.sample,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/** A line as the editor reads it; its unit cost and markup only for one who `seesCosts`. */
export function toQuoteLineResponse(line: QuoteLine, seesCosts: boolean): QuoteLineResponse {
  return {
    id: line.id,
    kind: line.kind,
    roomItemId: line.roomItemId,
    roomName: line.roomName,
    name: line.name,
    category: line.category,
    quantity: line.quantity.toNumber(),
    unit: line.unit,
    ...(seesCosts && { unitCost: toMoneyString(line.unitCost), markupPercent: line.markupPercent.toNumber() }),
    unitPrice: toMoneyString(line.unitPrice),
    lineTotal: toMoneyString(line.lineTotal),
    supplier: line.supplier,
    sortOrder: line.sortOrder,
  };
}

function toQuoteResponse(quote: QuoteWithLines, changesRequested: ChangesRequested | null, seesCosts: boolean): QuoteResponse {
  const lines = [...quote.lines].sort((a, b) => a.sortOrder - b.sortOrder);
  return {
    ...toQuoteSummary(quote),
    notes: quote.notes,
    ...(seesCosts && { markupPercent: quote.markupPercent.toNumber() }),
    lines: lines.map((line) => toQuoteLineResponse(line, seesCosts)),
    changesRequested,
  };
}

/** The client's latest request for changes to the quote's number, on this version or an earlier one: what a revision answers. */
async function changesRequestedOf(prisma: PrismaClient, quote: Quote): Promise<ChangesRequested | null> {
  const request = await prisma.quoteAuditEvent.findFirst({
    where: { action: "changes_requested", quote: { studioId: quote.studioId, number: quote.number, version: { lte: quote.version } } },
    orderBy: { at: "desc" },
    select: { comment: true, actor: true, at: true, quote: { select: { version: true } } },
  });
  return request && { version: request.quote.version, comment: request.comment ?? "", requestedBy: request.actor, at: request.at.toISOString() };
}

/** The quote as the editor reads it: its lines (their costs and markups for one who `seesCosts`), and what the client last asked to change. */
export async function quoteResponse(prisma: PrismaClient, quote: QuoteWithLines, seesCosts: boolean): Promise<QuoteResponse> {
  return toQuoteResponse(quote, await changesRequestedOf(prisma, quote), seesCosts);
}

const toQuoteVersion = (quote: Quote): QuoteVersion => ({ id: quote.id, version: quote.version, status: quote.status, total: toMoneyString(quote.total), createdAt: quote.createdAt.toISOString() });

/** A project's quotes, newest first (as the rows come), as the newest version of each number with every version of it. */
export function toProjectQuotes(newestFirst: readonly Quote[]): ProjectQuote[] {
  const byNumber = new Map<string, Quote[]>();
  for (const quote of newestFirst) byNumber.set(quote.number, [...(byNumber.get(quote.number) ?? []), quote]);
  return [...byNumber.values()].map((versions) => {
    const [latest] = [...versions].sort((a, b) => b.version - a.version);
    return { ...toQuoteSummary(latest!), versions: versions.sort((a, b) => b.version - a.version).map(toQuoteVersion) };
  });
}

/** Lines in print order, for reading a quote with its lines. */
export const linesInOrder = { lines: { orderBy: [{ sortOrder: "asc" as const }, { id: "asc" as const }] } };

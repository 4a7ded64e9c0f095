import { quoteGeneratedEvent, studioDay } from "@atelier/contracts";
import { daysAfter, type Prisma, type Quote } from "@atelier/db";
import { fieldsSet, recordActivity, uuidFrom, writeEvent } from "@atelier/kit";
import { quoteTotals } from "@atelier/money";
import { draftLinesOf, type RoomWithQuotedItems } from "./draft-lines";
import type { QuotableProject } from "./quotable-project";
import { nextQuoteNumber } from "./quote-number";
import { QUOTE_FIELDS, quoteRecord } from "../quotes/quote-activity";

// 500 items are one createMany; the default 5 s leaves too little room on a busy database.
export const QUOTE_TRANSACTION_TIMEOUT_MS = 30_000;

export interface NewQuote {
  quoteId: string;
  project: QuotableProject["project"];
  /** The rooms whose items become the lines. */
  rooms: readonly RoomWithQuotedItems[];
  createdById: string | null;
  title?: string;
  /** Where the quote starts other than as a draft (sample data, so marked): its status and when it got there. */
  state?: Pick<Prisma.QuoteUncheckedCreateInput, "status" | "sentAt" | "sentTo" | "approvedAt" | "sample">;
  now?: Date;
}

/**
 * Inside a transaction: a new quote priced from the rooms' items with the studio's markup, its number
 * (unique per studio and year), lines, totals from libs/money and quote.generated event. Its id is the
 * caller's, so a second attempt at the same quote fails on the id rather than making another.
 */
export async function saveNewQuote(tx: Prisma.TransactionClient, { quoteId, project, rooms, createdById, title, state, now = new Date() }: NewQuote): Promise<Quote & { lineCount: number }> {
  const { studio } = project;
  const lines = draftLinesOf(rooms, studio.markupPercent);
  const totals = quoteTotals(lines);
  const today = studioDay(now, studio.timeZone);
  const number = await nextQuoteNumber(tx, studio.id, Number(today.slice(0, 4)));
  const quote = await tx.quote.create({
    data: {
      id: quoteId,
      studioId: studio.id,
      projectId: project.id,
      number,
      title: title ?? `${project.title} — Quote`,
      markupPercent: studio.markupPercent,
      validUntil: daysAfter(today, studio.quoteValidityDays),
      createdById,
      ...totals,
      ...state,
    },
  });
  await tx.quoteLine.createMany({ data: lines.map((line) => ({ ...line, quoteId })) });
  const event = { quoteId, projectId: project.id, number, version: quote.version, total: totals.total };
  await writeEvent(tx, quoteGeneratedEvent, uuidFrom(`${quoteId}:${quoteGeneratedEvent.name}`), event);
  await recordActivity(tx, { studioId: studio.id, projectId: project.id, record: quoteRecord(quote), action: "created", changes: fieldsSet(quote, { total: QUOTE_FIELDS.total! }) });
  return { ...quote, lineCount: lines.length };
}

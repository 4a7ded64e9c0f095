import { UnrecoverableError } from "bullmq";
import { quoteGeneratedEvent, type GeneratedQuoteResult } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";
import { uuidFrom, writeEvent, type JobOwner, type ProjectChanges } from "@atelier/kit";
import { quoteTotals, toMoneyString } from "@atelier/money";
import { daysAfter, southAfricanToday } from "../quotes/calendar";
import { draftLinesOf } from "./draft-lines";
import { nextQuoteNumber } from "./quote-number";

export interface GenerateQuoteDeps {
  prisma: PrismaClient;
  changes: ProjectChanges;
  outbox: { wake(): void };
}

export interface GenerateQuoteRequest {
  /** The job's id: the quote's id derives from it, so a retried job finds the quote it made. */
  jobId: string;
  owner: JobOwner;
  projectId: string;
}

type Progress = (percent: number, stage?: string) => Promise<void>;

// 500 items are one createMany; the default 5 s leaves too little room on a busy database.
const TRANSACTION_TIMEOUT_MS = 30_000;

const isDuplicate = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Builds a draft quote from the project's room items, grouped by room, priced with the studio's markup;
 * its number, lines, totals and quote.generated event commit together. Run again for the same job (a
 * retry, or a copy that took over a stalled job), it answers the quote already made and makes none.
 */
export async function generateQuote({ prisma, changes, outbox }: GenerateQuoteDeps, { jobId, owner, projectId }: GenerateQuoteRequest, progress: Progress): Promise<GeneratedQuoteResult> {
  const quoteId = uuidFrom(`${jobId}:quote`);
  const made = await madeQuote(prisma, quoteId);
  if (made) return made;

  await progress(10, "Reading the room items");
  const project = await prisma.project.findFirst({ where: { id: projectId, studioId: owner.studioId }, include: { studio: true } });
  if (!project) throw new UnrecoverableError("Project not found");
  const rooms = await prisma.room.findMany({
    where: { projectId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { items: { where: { OR: [{ status: null }, { status: { not: "cancelled" } }] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });

  await progress(40, "Pricing the items");
  const lines = draftLinesOf(rooms, project.studio.markupPercent);
  const totals = quoteTotals(lines);
  const now = new Date();
  const today = southAfricanToday(now);

  await progress(70, "Saving the quote");
  const created = await prisma
    .$transaction(
      async (tx) => {
        const number = await nextQuoteNumber(tx, owner.studioId, Number(today.slice(0, 4)));
        const quote = await tx.quote.create({
          data: {
            id: quoteId,
            studioId: owner.studioId,
            projectId,
            number,
            title: `${project.title} — Quote`,
            markupPercent: project.studio.markupPercent,
            validUntil: daysAfter(today, project.studio.quoteValidityDays),
            createdById: owner.userId,
            ...totals,
          },
        });
        await tx.quoteLine.createMany({ data: lines.map((line) => ({ ...line, quoteId })) });
        const event = { quoteId, projectId, number, version: quote.version, total: totals.total };
        await writeEvent(tx, quoteGeneratedEvent, uuidFrom(`${quoteId}:${quoteGeneratedEvent.name}`), event);
        return quote;
      },
      { timeout: TRANSACTION_TIMEOUT_MS },
    )
    .catch((error: unknown) => (isDuplicate(error) ? null : Promise.reject(error)));
  if (!created) return (await madeQuote(prisma, quoteId))!;

  outbox.wake();
  changes.announce(projectId, "quotes", quoteId);
  return { quoteId, number: created.number, lines: lines.length, total: totals.total };
}

async function madeQuote(prisma: PrismaClient, quoteId: string): Promise<GeneratedQuoteResult | null> {
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, include: { _count: { select: { lines: true } } } });
  return quote && { quoteId, number: quote.number, lines: quote._count.lines, total: toMoneyString(quote.total) };
}

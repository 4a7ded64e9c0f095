import { UnrecoverableError } from "bullmq";
import type { GeneratedQuoteResult } from "@atelier/contracts";
import { isUniqueViolation, type PrismaClient } from "@atelier/db";
import { uuidFrom, type JobOwner, type ProjectChanges } from "@atelier/kit";
import { toMoneyString } from "@atelier/money";
import { quotableProblem } from "./draft-problem";
import { readQuotableProject } from "./quotable-project";
import { QUOTE_TRANSACTION_TIMEOUT_MS, saveNewQuote } from "./save-new-quote";

export interface GenerateQuoteDeps {
  prisma: PrismaClient;
  changes: ProjectChanges;
}

export interface GenerateQuoteRequest {
  /** The job's id: the quote's id derives from it, so a retried job finds the quote it made. */
  jobId: string;
  owner: JobOwner;
  projectId: string;
}

type Progress = (percent: number, stage?: string) => Promise<void>;

/**
 * Builds a draft quote from the project's room items, grouped by room, priced with the studio's markup;
 * its number, lines, totals and quote.generated event commit together. Run again for the same job (a
 * retry, or a copy that took over a stalled job), it answers the quote already made and makes none.
 */
export async function generateQuote({ prisma, changes }: GenerateQuoteDeps, { jobId, owner, projectId }: GenerateQuoteRequest, progress: Progress): Promise<GeneratedQuoteResult> {
  const quoteId = uuidFrom(`${jobId}:quote`);
  const made = await madeQuote(prisma, quoteId);
  if (made) return made;

  await progress(10, "Reading the room items");
  const quotable = await readQuotableProject(prisma, owner.studioId, projectId);
  if (!quotable) throw new UnrecoverableError("Project not found");
  // Checked when the job was asked for too; the items may have changed since.
  const problem = quotableProblem(quotable);
  if (problem) throw new UnrecoverableError(problem);

  await progress(40, "Pricing the items");
  const newQuote = { quoteId, project: quotable.project, rooms: quotable.rooms, createdById: owner.userId };

  await progress(70, "Saving the quote");
  const created = await prisma
    .$transaction((tx) => saveNewQuote(tx, newQuote), { timeout: QUOTE_TRANSACTION_TIMEOUT_MS })
    .catch((error: unknown) => (isUniqueViolation(error) ? null : Promise.reject(error)));
  if (!created) return (await madeQuote(prisma, quoteId))!;

  changes.announce(projectId, "quotes", quoteId);
  return { quoteId, number: created.number, lines: created.lineCount, total: toMoneyString(created.total) };
}

async function madeQuote(prisma: PrismaClient, quoteId: string): Promise<GeneratedQuoteResult | null> {
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, include: { _count: { select: { lines: true } } } });
  return quote && { quoteId, number: quote.number, lines: quote._count.lines, total: toMoneyString(quote.total) };
}

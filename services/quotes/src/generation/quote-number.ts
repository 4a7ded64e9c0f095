import { nextStudioSequence, type Prisma } from "@atelier/db";

/**
 * The next quote number of a studio, e.g. "Q-2026-0007": the year of creation and the studio's counter of
 * that year, taken inside the transaction that creates the quote (see nextStudioSequence).
 */
export async function nextQuoteNumber(tx: Prisma.TransactionClient, studioId: string, year: number): Promise<string> {
  const value = await nextStudioSequence(tx, studioId, `quote:${year}`);
  return `Q-${year}-${String(value).padStart(4, "0")}`;
}

import { nextStudioSequence, type Prisma } from "@atelier/db";

/**
 * The next invoice number of a studio, e.g. "INV-2026-0001": the year of issue and the studio's counter of that year,
 * taken in the issuing transaction, so the numbers run without a gap (see nextStudioSequence).
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient, studioId: string, year: number): Promise<string> {
  const value = await nextStudioSequence(tx, studioId, `invoice:${year}`);
  return `INV-${year}-${String(value).padStart(4, "0")}`;
}

import type { updateQuoteRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type PrismaClient, type Quote } from "@atelier/db";
import { fieldChanges, fieldRefused, recordActivity, type ProjectChanges } from "@atelier/kit";
import { fitsStoredAmount, quoteTotals } from "@atelier/money";
import type { z } from "zod";
import { priceLines } from "./price-lines";
import { linesInOrder, type QuoteWithLines } from "./quote-response";
import { assertDraft, lockQuote } from "./quote-status";
import { QUOTE_FIELDS, quoteRecord } from "./quote-activity";

type DraftChanges = z.infer<typeof updateQuoteRequestSchema>;

/**
 * Changes a draft: the fields sent, and when `lines` is sent, the whole list of lines in that order
 * (a line left out is removed). Subtotal, VAT and total are recomputed from the lines on the server,
 * whatever the editor showed. A quote that is no longer a draft answers 409 and keeps everything. The project's open
 * pages are told once it commits.
 */
export async function updateDraft(
  { prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges },
  { id: quoteId, projectId }: Pick<Quote, "id" | "projectId">,
  { lines, validUntil, ...fields }: DraftChanges,
): Promise<QuoteWithLines> {
  const updated = await prisma.$transaction(
    async (tx) => {
      assertDraft(await lockQuote(tx, quoteId));
      const quote = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, include: linesInOrder });
      let priced = quote.lines;
      if (lines) {
        const newLines = priceLines(lines, quote.lines, quote.markupPercent);
        await tx.quoteLine.deleteMany({ where: { quoteId } });
        await tx.quoteLine.createMany({ data: newLines.map((line) => ({ ...line, quoteId })) });
        priced = await tx.quoteLine.findMany({ where: { quoteId }, orderBy: { sortOrder: "asc" } });
      }
      const totals = quoteTotals(priced);
      if (!fitsStoredAmount(totals.total)) throw fieldRefused("lines", "The quote's total is too large");
      const saved = await tx.quote.update({
        where: { id: quoteId },
        data: { ...fields, ...(validUntil !== undefined ? { validUntil: fromDateOnly(validUntil) } : {}), ...totals },
        include: linesInOrder,
      });
      const changes = [...fieldChanges(quote, saved, QUOTE_FIELDS), ...(saved.lines.length === quote.lines.length ? [] : [{ field: "lines", label: "Lines", before: String(quote.lines.length), after: String(saved.lines.length) }])];
      await recordActivity(tx, { studioId: saved.studioId, projectId, record: quoteRecord(saved), action: "updated", changes });
      return saved;
    },
    { timeout: 30_000 },
  );
  changes.announce(projectId, "quotes", quoteId);
  return updated;
}

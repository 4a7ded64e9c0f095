import { QUOTE_CONTENT_MESSAGES } from "@atelier/contracts";
import { fitsStoredAmount, quoteTotals, toCents, type MoneyLike, type VatBreakdown } from "@atelier/money";
import { draftLinesOf } from "./draft-lines";
import type { QuotableProject } from "./quotable-project";

/** A line as drafting prices it. */
interface PricedLine {
  unitCost: MoneyLike;
  unitPrice: MoneyLike;
  lineTotal: MoneyLike;
}

/**
 * Why these lines cannot become a quote, in the designer's words, or null when they can: a quote the client could
 * approve has a line with a price, and every amount on it fits what a quote holds.
 */
export function draftProblem(lines: readonly PricedLine[], totals: VatBreakdown): string | null {
  if (!lines.some((line) => toCents(line.lineTotal).gt(0))) return QUOTE_CONTENT_MESSAGES.nothingPriced;
  const amounts = [totals.total, ...lines.flatMap((line) => [line.unitCost, line.unitPrice])];
  if (!amounts.every(fitsStoredAmount)) return QUOTE_CONTENT_MESSAGES.tooLarge(totals.total);
  return null;
}

/** Why the project's items cannot become a quote as they stand, or null when they can. */
export function quotableProblem({ project, rooms }: QuotableProject): string | null {
  const lines = draftLinesOf(rooms, project.studio.markupPercent);
  return draftProblem(lines, quoteTotals(lines));
}

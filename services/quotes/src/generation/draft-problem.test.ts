import { QUOTE_CONTENT_MESSAGES } from "@atelier/contracts";
import { quoteTotals } from "@atelier/money";
import { describe, expect, it } from "vitest";
import { draftProblem } from "./draft-problem";

const line = (unitCost: string, unitPrice: string, lineTotal: string) => ({ unitCost, unitPrice, lineTotal });
const problemOf = (lines: ReturnType<typeof line>[]) => draftProblem(lines, quoteTotals(lines));

describe("what keeps a project's items from making a quote", () => {
  it("is nothing once one line has a price, however many are free", () => {
    expect(problemOf([line("0.00", "0.00", "0.00"), line("100.00", "130.00", "130.00")])).toBeNull();
  });

  it("is no priced line at all: no items, or none with a cost", () => {
    expect(problemOf([])).toBe(QUOTE_CONTENT_MESSAGES.nothingPriced);
    expect(problemOf([line("0.00", "0.00", "0.00")])).toBe(QUOTE_CONTENT_MESSAGES.nothingPriced);
  });

  it("is a total, or a unit amount, past what a quote holds", () => {
    const nearTheTop = line("8000000000.00", "8695652173.91", "8695652173.91");
    expect(problemOf([nearTheTop])).toBe(QUOTE_CONTENT_MESSAGES.tooLarge(quoteTotals([nearTheTop]).total));
    // Half a unit at a price above the largest amount: the line's total fits, its unit price does not.
    expect(problemOf([line("15000000000.00", "15000000000.00", "7500000000.00")])).toBe(QUOTE_CONTENT_MESSAGES.tooLarge(quoteTotals([line("0", "0", "7500000000.00")]).total));
  });
});

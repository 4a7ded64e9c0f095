import type { CategoryCost } from "@atelier/contracts";

export interface BudgetUsage {
  /** Estimated cost as a whole percent of the budget; null when there is no budget to measure against. */
  percent: number | null;
  /** How full the bar is drawn: capped at 100 (spec section 9). */
  barPercent: number;
  /** Red above 100%: spent more than allocated. */
  overBudget: boolean;
}

/** How much of a category's budget its estimated cost uses; under budget while the variance is 0 or more. */
export function budgetUsage({ budgetAllocated, estimatedCost, variance }: Pick<CategoryCost, "budgetAllocated" | "estimatedCost" | "variance">): BudgetUsage {
  // In whole cents, so a half percent rounds up as written rather than as binary fractions fall.
  const budget = Math.round(Number(budgetAllocated) * 100);
  const estimated = Math.round(Number(estimatedCost) * 100);
  const overBudget = Number(variance) < 0;
  if (budget <= 0) return { percent: null, barPercent: estimated > 0 ? 100 : 0, overBudget };
  const percent = Math.round((estimated * 100) / budget);
  return { percent, barPercent: Math.min(percent, 100), overBudget };
}

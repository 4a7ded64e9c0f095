import type { ActivityChange, setCategoryBudgetsRequestSchema } from "@atelier/contracts";
import type { CategoryBudget } from "@atelier/db";
import { choiceText, fieldChanges, money } from "@atelier/kit";
import type { MoneyLike } from "@atelier/money";
import type { z } from "zod";

export type BudgetChanges = z.infer<typeof setCategoryBudgetsRequestSchema>["budgets"];

/** A project's category budgets are one record to a person: "Category budgets", known by the project's id. */
export const budgetRecord = (projectId: string) => ({ type: "budget" as const, id: projectId, label: "Category budgets" });

/** One change per category whose budget the save changed, from what was set before (none: its proportional share). */
export function budgetChanges(before: ReadonlyArray<Pick<CategoryBudget, "category" | "amount">>, sent: BudgetChanges): ActivityChange[] {
  const was: Record<string, MoneyLike | null> = Object.fromEntries(before.map(({ category, amount }) => [category, amount]));
  const is = { ...was, ...Object.fromEntries(sent.map(({ category, amount }) => [category, amount])) };
  return fieldChanges(was, is, Object.fromEntries(sent.map(({ category }) => [category, money(choiceText(category))])));
}

import type { CategoryCost } from "@atelier/contracts";
import { budgetUsage } from "@/features/cost-analysis/lib/budget-usage";
import { cn } from "@/lib/utils";

/** The share of a budget used: the bar stops at 100% and turns red past it; the words say the exact figure. */
export function BudgetBar({ category, label }: { category: CategoryCost; label: string }) {
  const usage = budgetUsage(category);
  const percentText = usage.percent === null ? "No budget" : `${usage.percent}%`;
  return (
    <div className="grid gap-1">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usage.barPercent}
        aria-valuetext={`${percentText}, ${usage.overBudget ? "over budget" : "under budget"}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", usage.overBudget ? "bg-destructive" : "bg-accent")} style={{ width: `${usage.barPercent}%` }} />
      </div>
      <div className="flex justify-between text-xs">
        <span className={cn("tabular-nums", usage.overBudget && "font-medium text-destructive")}>{percentText}</span>
        <span className={usage.overBudget ? "text-destructive" : "text-muted-foreground"}>{usage.overBudget ? "Over budget" : "Under budget"}</span>
      </div>
    </div>
  );
}

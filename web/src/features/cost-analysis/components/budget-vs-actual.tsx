import type { CategoryCost } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Scale } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { useCostBreakdown } from "@/features/cost-analysis/queries/use-cost-analysis";
import { humanize } from "@/lib/labels";
import { BudgetBar } from "./budget-bar";
import { SetBudgetButton } from "./set-budget-button";

/** Each category's estimated cost against its budget, what of it is ordered, and the way to set that budget. */
export function BudgetVsActual({ projectId }: { projectId: string }) {
  const breakdown = useCostBreakdown(projectId);
  return (
    <QueryView query={breakdown} what="the budget" loading={<CardListSkeleton count={2} label="Loading budget" />}>
      {(categories) =>
        categories.length === 0 ? (
          <EmptyState icon={Scale} title="Nothing to compare yet" description="Add items to the project's rooms to compare their cost with the budget." className="py-8" />
        ) : (
          <ul className="grid gap-5">
            {categories.map((category) => (
              <li key={category.category}>
                <CategoryBudgetRow projectId={projectId} category={category} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

function CategoryBudgetRow({ projectId, category }: { projectId: string; category: CategoryCost }) {
  const name = humanize(category.category);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid">
          <span className="font-medium">{name}</span>
          <span className="text-xs text-muted-foreground">
            {formatRand(category.estimatedCost)} estimated of {formatRand(category.budgetAllocated)}
            {category.budgetSet ? "" : " (share of the project budget)"} · {formatRand(category.actualCost)} ordered
          </span>
        </div>
        {category.category !== "other" && <SetBudgetButton projectId={projectId} category={category} />}
      </div>
      <BudgetBar category={category} label={`${name} budget used`} />
    </div>
  );
}

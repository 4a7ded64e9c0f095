import { moneyDifference, formatRand, sumMoney } from "@atelier/money";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { useCostBreakdown, useProfitAnalysis } from "@/features/cost-analysis/queries/use-cost-analysis";
import { formatPercent } from "@/features/cost-analysis/lib/percent";

/**
 * The project's budget, what its design is expected to cost, what the client has agreed to and what has been
 * ordered, the difference from the budget, and the margin of its quote.
 */
export function CostOverview({ projectId }: { projectId: string }) {
  const breakdown = useCostBreakdown(projectId);
  const profit = useProfitAnalysis(projectId);
  return (
    <QueryView query={breakdown} what="the cost breakdown" loading={<CardListSkeleton count={1} label="Loading costs" />}>
      {(categories) => {
        const total = (figure: "budgetAllocated" | "estimatedCost" | "committedCost" | "actualCost") => sumMoney(categories.map((category) => category[figure]));
        const variance = moneyDifference(total("budgetAllocated"), total("estimatedCost"));
        const underBudget = !variance.startsWith("-");
        return (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard label="Budget" value={formatRand(total("budgetAllocated"))} />
            <StatCard label="Estimated Cost" value={formatRand(total("estimatedCost"))} detail="The rooms' items, at supplier quote or estimate" />
            <StatCard label="Committed" value={formatRand(total("committedCost"))} detail="Approved quotes, at cost" />
            <StatCard label="Actual Cost" value={formatRand(total("actualCost"))} detail="Ordered: purchase orders sent to suppliers" />
            <StatCard
              label="Variance"
              value={formatRand(variance)}
              detail={<span className={underBudget ? "text-emerald-700" : "text-destructive"}>{underBudget ? "Under budget" : "Over budget"} (budget less estimated cost)</span>}
            />
            <StatCard
              label="Gross Margin"
              value={profit.data?.grossMargin == null ? "TBD" : formatPercent(profit.data.grossMargin)}
              detail="Industry avg: 25%"
            />
          </div>
        );
      }}
    </QueryView>
  );
}

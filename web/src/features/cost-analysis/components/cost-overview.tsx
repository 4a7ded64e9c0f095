import { moneyDifference, formatRand, sumMoney } from "@atelier/money";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { useCostBreakdown, useProfitAnalysis } from "@/features/cost-analysis/queries/use-cost-analysis";
import { formatPercent } from "@/features/cost-analysis/lib/percent";

/** The project's budget, what it costs so far, the difference, and the margin of its quote. */
export function CostOverview({ projectId }: { projectId: string }) {
  const breakdown = useCostBreakdown(projectId);
  const profit = useProfitAnalysis(projectId);
  return (
    <QueryView query={breakdown} what="the cost breakdown" loading={<CardListSkeleton count={1} label="Loading costs" />}>
      {(categories) => {
        const budget = sumMoney(categories.map((category) => category.budgetAllocated));
        const actual = sumMoney(categories.map((category) => category.actualCost));
        const variance = moneyDifference(budget, actual);
        const underBudget = !variance.startsWith("-");
        return (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Budget" value={formatRand(budget)} />
            <StatCard label="Actual Cost" value={formatRand(actual)} />
            <StatCard
              label="Variance"
              value={formatRand(variance)}
              detail={<span className={underBudget ? "text-emerald-700" : "text-destructive"}>{underBudget ? "Under budget" : "Over budget"}</span>}
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

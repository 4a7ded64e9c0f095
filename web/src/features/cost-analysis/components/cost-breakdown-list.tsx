import type { CategoryCost } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { PieChart } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { useCostBreakdown } from "@/features/cost-analysis/queries/use-cost-analysis";
import { humanize } from "@/lib/labels";

/** Each category shows its first 3 items and how many more it has (spec section 9). */
export const ITEMS_SHOWN_PER_CATEGORY = 3;

export function CostBreakdownList({ projectId }: { projectId: string }) {
  const breakdown = useCostBreakdown(projectId);
  return (
    <QueryView query={breakdown} what="the cost breakdown" loading={<CardListSkeleton count={2} label="Loading breakdown" />}>
      {(categories) =>
        categories.length === 0 ? (
          <EmptyState icon={PieChart} title="No costs yet" description="Add items to the project's rooms to see their costs by category." className="py-8" />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {categories.map((category) => (
              <CategoryCostCard key={category.category} category={category} />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}

function CategoryCostCard({ category }: { category: CategoryCost }) {
  const hidden = category.items.length - ITEMS_SHOWN_PER_CATEGORY;
  return (
    <section aria-label={humanize(category.category)} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-medium">{humanize(category.category)}</h3>
        <span className="tabular-nums">{formatRand(category.estimatedCost)}</span>
      </div>
      <ul className="grid gap-2 text-sm">
        {category.items.slice(0, ITEMS_SHOWN_PER_CATEGORY).map((item, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate">{item.name}</span>
              <span className="block text-xs text-muted-foreground">
                Qty {item.quantity}
                {item.supplier && ` · ${item.supplier}`}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{formatRand(item.totalCost)}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="text-xs text-muted-foreground">+{hidden} more</p>}
    </section>
  );
}

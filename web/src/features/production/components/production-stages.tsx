import { PRODUCTION_STATUS_LABELS, PRODUCTION_STATUSES, type ProductionItem } from "@atelier/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { stageCounts } from "../lib/stage-counts";

/** The Procurement & Manufacturing stages with the real number of items at each, and the overdue ones. */
export function ProductionStages({ items }: { items: readonly ProductionItem[] }) {
  const { byStatus, overdue, total } = stageCounts(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Procurement &amp; Manufacturing</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Production stages">
          {PRODUCTION_STATUSES.map((status) => (
            <li key={status} className={cn("grid gap-0.5 rounded-md border border-border p-3", byStatus[status] > 0 && "border-accent/60 bg-muted")}>
              <span className="font-display text-2xl tabular-nums">{byStatus[status]}</span>
              <span className="text-sm text-muted-foreground">{PRODUCTION_STATUS_LABELS[status]}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          {total} {total === 1 ? "item" : "items"} in production
          {overdue > 0 && <span className="font-medium text-destructive">, {overdue} overdue</span>}
        </p>
      </CardContent>
    </Card>
  );
}

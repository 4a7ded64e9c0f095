import { AGEING_BUCKETS, AGEING_LABELS, type Ageing } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { cn } from "@/lib/utils";

/** What is owed in each age bucket (Current, 30, 60 and 90+ days), as terms and figures; `className` lays out the columns. */
export function AgeingFigures({ ageing, className }: { ageing: Ageing; className?: string }) {
  return (
    <dl className={cn("grid gap-x-4 gap-y-1", className)}>
      {AGEING_BUCKETS.map((bucket) => (
        <div key={bucket} className="flex justify-between gap-2 sm:grid sm:justify-start">
          <dt className="text-muted-foreground">{AGEING_LABELS[bucket]}</dt>
          <dd className="tabular-nums">{formatRand(ageing[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}

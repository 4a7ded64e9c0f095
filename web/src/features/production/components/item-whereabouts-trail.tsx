import { ITEM_STAGE_LABELS, ITEM_STAGES, type ItemWhereabouts } from "@atelier/contracts";
import { Check } from "lucide-react";
import { useStudioDates } from "@/lib/studio-time-zone";
import { cn } from "@/lib/utils";

/** Where the item is on its way to the client: each stage, reached or not, with the date it was reached when known. */
export function ItemWhereaboutsTrail({ whereabouts }: { whereabouts: ItemWhereabouts }) {
  const { formatDate } = useStudioDates();
  const reachedUpTo = ITEM_STAGES.indexOf(whereabouts.stage);
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Where the item is">
      {ITEM_STAGES.map((stage, index) => {
        const reached = index <= reachedUpTo;
        const date = whereabouts.dates[stage];
        return (
          <li key={stage} className={cn("flex items-center gap-1", reached ? "text-foreground" : "text-muted-foreground")} aria-current={stage === whereabouts.stage ? "step" : undefined}>
            {reached && <Check className="size-3 text-accent" aria-hidden="true" />}
            <span className={cn(stage === whereabouts.stage && "font-semibold")}>{ITEM_STAGE_LABELS[stage]}</span>
            {reached && date && <span className="text-muted-foreground">{formatDate(date)}</span>}
            {!reached && <span className="sr-only">(not yet)</span>}
          </li>
        );
      })}
    </ol>
  );
}

import type { ToOrderLine } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Button } from "@/components/ui/button";
import { useDraftToOrder } from "@/features/purchase-orders/queries/use-purchase-order-actions";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";

/** Approved lines no live order carries: their supplier is not one of the studio's, or their order was cancelled. */
export function ToOrderList({ projectId, lines }: { projectId: string; lines: ToOrderLine[] }) {
  const draft = useDraftToOrder(projectId);
  return (
    <section aria-labelledby="to-order-heading" className="grid gap-2">
      <h3 id="to-order-heading" className="font-medium">
        To Order ({lines.length})
      </h3>
      <p className="text-sm text-muted-foreground">
        Approved items with no supplier of the studio's. Add the supplier in Studio Settings or link it on the item, then draft their orders.
      </p>
      <ul className="divide-y rounded-md border">
        {lines.map((line) => (
          <li key={line.quoteLineId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-medium">{line.name}</span>
              {line.roomName && <span className="text-muted-foreground"> · {line.roomName}</span>}
            </span>
            <span className="tabular-nums text-muted-foreground">
              {line.quantity} × {formatRand(line.unitCost)}
            </span>
            <span className="w-full text-xs text-muted-foreground">
              {line.supplierText ? `Supplier named: ${line.supplierText}` : "No supplier"} · {line.quoteNumber}
            </span>
          </li>
        ))}
      </ul>
      <Button variant="outline" className={`justify-self-start ${TOUCH_TARGET}`} disabled={draft.isPending} onClick={() => draft.mutate()}>
        {draft.isPending ? "Drafting..." : "Draft Orders"}
      </Button>
    </section>
  );
}

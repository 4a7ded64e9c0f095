import type { ToOrderLine } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useDraftToOrder, useOrderLineFrom } from "@/features/purchase-orders/queries/use-purchase-order-actions";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useSuppliers } from "@/features/suppliers/queries/use-suppliers";

/** Who a line is ordered from, chosen among the studio's active suppliers; a line whose item was removed is ordered by hand. */
function OrderFrom({ projectId, line }: { projectId: string; line: ToOrderLine }) {
  const suppliers = useSuppliers();
  const choose = useOrderLineFrom(projectId);
  const { roomItemId } = line;
  if (!roomItemId) return <span className="text-xs text-muted-foreground">Its item was removed: order it by hand.</span>;
  const active = (suppliers.data ?? []).filter((supplier) => !supplier.archived);
  return (
    <Select
      aria-label={`Order ${line.name} from`}
      className="sm:max-w-64"
      value={active.some((supplier) => supplier.id === line.supplierId) ? line.supplierId! : ""}
      disabled={suppliers.isPending || choose.isPending}
      onChange={(event) => choose.mutate({ roomItemId, supplierId: event.target.value || null })}
    >
      <option value="">{active.length === 0 ? "Add suppliers in Settings first" : "Choose a supplier"}</option>
      {active.map((supplier) => (
        <option key={supplier.id} value={supplier.id}>
          {supplier.name}
        </option>
      ))}
    </Select>
  );
}

/** Approved lines no live order carries: their supplier is not one of the studio's, or their order was cancelled. */
export function ToOrderList({ projectId, lines }: { projectId: string; lines: ToOrderLine[] }) {
  const draft = useDraftToOrder(projectId);
  return (
    <section aria-labelledby="to-order-heading" className="grid gap-2">
      <h3 id="to-order-heading" className="font-medium">
        To Order ({lines.length})
      </h3>
      <p className="text-sm text-muted-foreground">Approved items with no supplier of the studio's. Choose who each is ordered from, then draft their orders.</p>
      <ul className="divide-y rounded-md border">
        {lines.map((line) => (
          <li key={line.quoteLineId} className="grid gap-2 px-3 py-2 text-sm">
            <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="min-w-0">
                <span className="font-medium">{line.name}</span>
                {line.roomName && <span className="text-muted-foreground"> · {line.roomName}</span>}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {line.quantity} × {formatRand(line.unitCost)}
              </span>
            </span>
            <span className="text-xs text-muted-foreground">
              {line.supplierText ? `Supplier named: ${line.supplierText}` : "No supplier named"} · {line.quoteNumber}
            </span>
            <OrderFrom projectId={projectId} line={line} />
          </li>
        ))}
      </ul>
      <Button variant="outline" className={`justify-self-start ${TOUCH_TARGET}`} disabled={draft.isPending} onClick={() => draft.mutate()}>
        {draft.isPending ? "Drafting..." : "Draft Orders"}
      </Button>
    </section>
  );
}

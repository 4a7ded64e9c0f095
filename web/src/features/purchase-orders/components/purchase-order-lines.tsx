import type { PurchaseOrder } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { usePurchaseOrder } from "@/features/purchase-orders/queries/use-purchase-orders";
import { PurchaseOrderActions } from "./purchase-order-actions";

function LineList({ order }: { order: PurchaseOrder }) {
  return (
    <ul className="divide-y rounded-md border" aria-label={`Lines of ${order.number}`}>
      {order.lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium">{line.name}</span>
            {line.roomName && <span className="text-muted-foreground"> · {line.roomName}</span>}
          </span>
          <span className="tabular-nums text-muted-foreground">
            {line.quantity} × {formatRand(line.unitCost)} = <span className="text-foreground">{formatRand(line.lineTotal)}</span>
          </span>
          <span className="w-full text-xs text-muted-foreground">Received {line.quantityReceived} of {line.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/** One order opened: its lines at cost with what has arrived, and what can be done with it. */
export function PurchaseOrderLines({ purchaseOrderId }: { purchaseOrderId: string }) {
  const order = usePurchaseOrder(purchaseOrderId);
  return (
    <QueryView query={order} what="the purchase order" loading={<CardListSkeleton count={2} label="Loading the purchase order" />}>
      {(data) => (
        <div className="grid gap-3">
          {data.sendFailedReason && <p className="text-sm text-destructive">Not sent: {data.sendFailedReason}</p>}
          {!data.supplier.email && data.status === "draft" && (
            <p className="text-sm text-muted-foreground">{data.supplier.name} has no e-mail address: add one in Studio Settings to send the order, or mark it sent.</p>
          )}
          <LineList order={data} />
          <PurchaseOrderActions order={data} />
        </div>
      )}
    </QueryView>
  );
}

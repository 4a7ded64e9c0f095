import type { PurchaseOrderSummary } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { ChevronDown, ClipboardList } from "lucide-react";
import { useId, useState } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectPurchaseOrders } from "@/features/purchase-orders/queries/use-purchase-orders";
import { cn } from "@/lib/utils";
import { PurchaseOrderLines } from "./purchase-order-lines";
import { ToOrderList } from "./to-order-list";

function PurchaseOrderItem({ order }: { order: PurchaseOrderSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="py-2">
      <Button
        variant="ghost"
        className="h-auto min-h-11 w-full justify-between gap-3 px-2 py-2 text-left whitespace-normal"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{order.number}</span>
            <StatusBadge status={order.status} />
          </span>
          <span className="text-sm text-muted-foreground">
            {order.supplier.name} · {order.lineCount} {order.lineCount === 1 ? "line" : "lines"} · {formatRand(order.subtotal)} excl. VAT
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cn("shrink-0 transition-transform", open && "rotate-180")} />
      </Button>
      <div id={panelId} hidden={!open} className="px-2 pt-2">
        {open && <PurchaseOrderLines purchaseOrderId={order.id} />}
      </div>
    </li>
  );
}

/** The project's purchase orders, one per supplier of each approved quote, and the approved lines still to order. */
export function PurchaseOrdersCard({ projectId }: { projectId: string }) {
  const orders = useProjectPurchaseOrders(projectId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Purchase Orders</CardTitle>
        <CardDescription>Drafted per supplier at cost price when the client approves a quote.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={orders} what="purchase orders" loading={<CardListSkeleton count={2} label="Loading purchase orders" />}>
          {({ purchaseOrders, toOrder }) =>
            purchaseOrders.length === 0 && toOrder.length === 0 ? (
              <EmptyState
                icon={ClipboardList}
                title="No purchase orders yet"
                description="When the client approves a quote, a purchase order is drafted for each of its suppliers."
                className="py-8"
              />
            ) : (
              <div className="grid gap-4">
                {purchaseOrders.length > 0 && (
                  <ul className="divide-y" aria-label="Purchase orders">
                    {purchaseOrders.map((order) => (
                      <PurchaseOrderItem key={order.id} order={order} />
                    ))}
                  </ul>
                )}
                {toOrder.length > 0 && <ToOrderList projectId={projectId} lines={toOrder} />}
              </div>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

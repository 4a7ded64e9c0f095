import { PRODUCTION_STATUS_LABELS, PRODUCTION_TRANSITIONS, type ProductionItem } from "@atelier/contracts";
import { AlertTriangle } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useOffers } from "@/hooks/use-can";
import { useChangeProductionStatusMutation } from "../queries/use-productions";
import { ItemWhereaboutsTrail } from "./item-whereabouts-trail";

/** One production item: what it is, its status, when it should be made, where it is, and the moves it can make next. */
export function ProductionItemCard({ item }: { item: ProductionItem }) {
  const { formatDate } = useStudioDates();
  const change = useChangeProductionStatusMutation(item.projectId);
  const next = useOffers("work.write") ? PRODUCTION_TRANSITIONS[item.status] : [];
  return (
    <li id={`item-${item.id}`} tabIndex={-1} className="grid scroll-mt-24 gap-3 rounded-lg border border-border bg-card p-4 focus:ring-2 focus:ring-ring focus:outline-none">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-base font-medium">{item.name}</h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono">{item.sku ?? "No SKU"}</span>
            {item.roomName && ` · ${item.roomName}`} · Qty {item.quantity}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={item.status} />
          {item.overdue && (
            <Badge tone="danger">
              <AlertTriangle className="size-3" aria-hidden="true" />
              Overdue
            </Badge>
          )}
        </div>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">ETA </span>
        {item.estimatedCompletion ? formatDate(item.estimatedCompletion) : "Not set"}
      </p>
      <ItemWhereaboutsTrail whereabouts={item.whereabouts} />
      {next.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {next.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === next[0] ? "default" : "outline"}
              className="pointer-coarse:min-h-11"
              disabled={change.isPending}
              onClick={() => change.mutate({ productionId: item.id, status })}
            >
              {status === "in_production" && item.status === "quality_check" ? "Back to production" : `Mark ${PRODUCTION_STATUS_LABELS[status].toLowerCase()}`}
              <span className="sr-only">: {item.name}</span>
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

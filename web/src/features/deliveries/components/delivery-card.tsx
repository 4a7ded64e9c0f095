import { deliveryItemLabel, type Delivery } from "@atelier/contracts";
import { CalendarClock, PenLine, User } from "lucide-react";
import { useId } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Card } from "@/components/ui/card";
import { useStudioDates } from "@/lib/studio-time-zone";
import { DeliveryActions } from "./delivery-actions";

/** One delivery: its number and status, when and with whom, what is on the truck, and once signed, who received it. */
export function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { formatDateTime } = useStudioDates();
  const titleId = useId();
  const driver = [delivery.driverName, delivery.driverPhone].filter(Boolean).join(", ");
  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-5" role="article" aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-display text-lg leading-snug">
            {delivery.deliveryNumber}
          </h3>
          <StatusBadge status={delivery.status} />
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarClock className="size-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="sr-only">Scheduled for</span>
            </dt>
            <dd>{formatDateTime(delivery.scheduledDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <User className="size-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="sr-only">Driver</span>
            </dt>
            <dd className="min-w-0">{driver || "No driver yet"}</dd>
          </div>
          {delivery.status === "completed" && delivery.deliveredDate && (
            <div className="flex items-center gap-2">
              <dt>
                <PenLine className="size-4 shrink-0 text-accent" aria-hidden="true" />
                <span className="sr-only">Proof of delivery</span>
              </dt>
              <dd className="min-w-0">
                Signed for {delivery.receivedBy ? `by ${delivery.receivedBy} ` : ""}on {formatDateTime(delivery.deliveredDate)}
              </dd>
            </div>
          )}
        </dl>
        <div className="grid gap-1">
          <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Items</h4>
          <ul className="list-disc pl-5 text-sm">
            {delivery.items.map((item) => (
              <li key={item.id}>
                {deliveryItemLabel(item)}
              </li>
            ))}
          </ul>
        </div>
        {delivery.notes && <p className="text-sm text-muted-foreground">{delivery.notes}</p>}
        <DeliveryActions delivery={delivery} />
      </Card>
    </li>
  );
}

import { downloadPath, downloads, type Delivery } from "@atelier/contracts";
import { AlertTriangle, FileText, Truck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMoveDeliveryMutation } from "@/features/deliveries/queries/use-deliveries";
import { useOffers } from "@/hooks/use-can";
import { CallDriverButton } from "./call-driver-button";
import { ConfirmDeliveryButton } from "./confirm-delivery-button";
import { TrackButton } from "./track-button";

/**
 * What can be done with a delivery now: send it on its way (scheduled or delayed), report it delayed,
 * confirm it only while in transit (spec section 4); track it, call its driver and print its note at any time.
 */
export function DeliveryActions({ delivery }: { delivery: Delivery }) {
  const move = useMoveDeliveryMutation(delivery);
  const { status } = delivery;
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {status === "in_transit" && <ConfirmDeliveryButton delivery={delivery} />}
      {(status === "scheduled" || status === "delayed") && (
        <Button size="sm" className="min-h-11" disabled={move.isPending} onClick={() => move.mutate("in_transit")}>
          <Truck aria-hidden="true" />
          Mark in transit
        </Button>
      )}
      {(status === "scheduled" || status === "in_transit") && (
        <Button size="sm" variant="outline" className="min-h-11" disabled={move.isPending} onClick={() => move.mutate("delayed")}>
          <AlertTriangle aria-hidden="true" />
          Delayed
        </Button>
      )}
      {status !== "completed" && (
        <>
          <TrackButton delivery={delivery} />
          <CallDriverButton delivery={delivery} />
        </>
      )}
      <Button asChild size="sm" variant="ghost" className="min-h-11">
        <a href={downloadPath(downloads.deliveryNote, { deliveryId: delivery.id })} download={`${delivery.deliveryNumber}.pdf`}>
          <FileText aria-hidden="true" />
          Delivery Note
        </a>
      </Button>
    </div>
  );
}

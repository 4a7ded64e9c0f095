import type { Delivery } from "@atelier/contracts";
import { MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UnavailableAction } from "@/components/unavailable-action";
import { toast } from "@/hooks/use-toast";

/** Track: the carrier's tracking page in a new tab, or why there is none. */
export function TrackButton({ delivery }: { delivery: Pick<Delivery, "deliveryNumber" | "trackingUrl"> }) {
  const label = `Track ${delivery.deliveryNumber} (opens in a new tab)`;
  if (!delivery.trackingUrl) {
    return (
      <UnavailableAction variant="outline" size="sm" className="min-h-11" aria-label={`Track ${delivery.deliveryNumber}`} reason="No tracking link was given for this delivery.">
        <MapPin aria-hidden="true" />
        Track
      </UnavailableAction>
    );
  }
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11">
      <a
        href={delivery.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        onClick={() => toast({ title: "Tracking Opened", description: `The tracking page for ${delivery.deliveryNumber} opened in a new tab.` })}
      >
        <MapPin aria-hidden="true" />
        Track
      </a>
    </Button>
  );
}

import type { Delivery } from "@atelier/contracts";
import { Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast, toastFailure } from "@/hooks/use-toast";

/** Call Driver: dials the driver's phone, or says there is none (spec section 8). */
export function CallDriverButton({ delivery }: { delivery: Pick<Delivery, "deliveryNumber" | "driverName" | "driverPhone"> }) {
  const label = `Call Driver${delivery.driverName ? ` ${delivery.driverName}` : ""} about ${delivery.deliveryNumber}`;
  if (!delivery.driverPhone) {
    return (
      <Button type="button" variant="outline" size="sm" className="min-h-11" aria-label={label} onClick={() => toastFailure("No Phone Number", "Driver phone number not available.")}>
        <Phone aria-hidden="true" />
        Call Driver
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11">
      <a
        href={`tel:${delivery.driverPhone.replace(/[^\d+]/g, "")}`}
        aria-label={label}
        onClick={() => toast({ title: "Calling Driver", description: `Calling ${delivery.driverName ?? "the driver"} on ${delivery.driverPhone}.` })}
      >
        <Phone aria-hidden="true" />
        Call Driver
      </a>
    </Button>
  );
}

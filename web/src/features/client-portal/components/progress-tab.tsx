import type { ClientPortal } from "@atelier/contracts";
import { Hammer, Truck } from "lucide-react";
import { deliveryEntry, installationEntry } from "./portal-entries";
import { PortalList } from "./portal-list";
import { useStudioDates } from "@/lib/studio-time-zone";

/** Installations and deliveries, soonest first. */
export function ProgressTab({ portal }: { portal: Pick<ClientPortal, "installations" | "deliveries"> }) {
  const dates = useStudioDates();
  const byDate = <T,>(date: (entry: T) => string) => (a: T, b: T) => Date.parse(date(a)) - Date.parse(date(b));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PortalList
        title="Installations"
        entries={[...portal.installations].sort(byDate((installation) => installation.scheduledDate)).map(installationEntry(dates))}
        empty={{ icon: Hammer, title: "No Installations Yet", description: "Installations the studio schedules will show here." }}
      />
      <PortalList
        title="Deliveries"
        entries={[...portal.deliveries].sort(byDate((delivery) => delivery.scheduledDate)).map(deliveryEntry(dates))}
        empty={{ icon: Truck, title: "No Deliveries Yet", description: "Deliveries to your home will show here as they are scheduled." }}
      />
    </div>
  );
}

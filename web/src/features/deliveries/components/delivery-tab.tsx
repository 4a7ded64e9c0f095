import { Truck } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { TabHeader } from "@/components/tab-header";
import { useDeliveries } from "@/features/deliveries/queries/use-deliveries";
import { useProductions } from "@/features/production/queries/use-productions";
import { DeliveryCard } from "./delivery-card";
import { ScheduleDeliveryButton } from "./schedule-delivery-button";

/** Production items not yet delivered (or installed) may go on a truck. */
const ON_SITE: readonly string[] = ["delivered", "installed"];

/** The Delivery tab: the Delivery & Installation panel's deliveries, scheduled, tracked and signed for. */
export function DeliveryTab({ projectId }: { projectId: string }) {
  const deliveries = useDeliveries(projectId);
  const productions = useProductions(projectId);
  const deliverable = (productions.data ?? []).filter((item) => !ON_SITE.includes(item.whereabouts.stage));
  return (
    <div className="grid gap-6">
      <TabHeader title="Delivery" description="Deliveries to site, their drivers and the receiver's signature.">
        <ScheduleDeliveryButton projectId={projectId} deliverable={deliverable} />
      </TabHeader>
      <QueryView query={deliveries} what="deliveries" loading={<CardListSkeleton label="Loading deliveries" />}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={Truck} title="No deliveries yet" description="Schedule a delivery when items are ready to go to site." />
          ) : (
            <ul className="grid gap-4" aria-label="Deliveries">
              {data.map((delivery) => (
                <DeliveryCard key={delivery.id} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

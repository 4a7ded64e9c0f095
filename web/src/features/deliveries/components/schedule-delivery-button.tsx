import { CalendarPlus } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useOffers } from "@/hooks/use-can";
import { ScheduleDeliveryForm, type DeliverableItem } from "./schedule-delivery-form";

export function ScheduleDeliveryButton({ projectId, deliverable }: { projectId: string; deliverable: readonly DeliverableItem[] }) {
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Schedule Delivery"
      description="Book the delivery of the project's items to site."
      trigger={
        <Button className="min-h-11">
          <CalendarPlus aria-hidden="true" />
          Schedule Delivery
        </Button>
      }
    >
      {(close) => <ScheduleDeliveryForm projectId={projectId} deliverable={deliverable} onScheduled={close} />}
    </FormDialog>
  );
}

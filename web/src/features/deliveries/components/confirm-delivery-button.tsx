import type { Delivery } from "@atelier/contracts";
import { PenLine } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useOffers } from "@/hooks/use-can";
import { ConfirmDeliveryForm } from "./confirm-delivery-form";

/** Confirm Delivery: the receiver signs for a delivery in transit on the designer's or driver's phone. */
export function ConfirmDeliveryButton({ delivery }: { delivery: Pick<Delivery, "id" | "projectId" | "deliveryNumber"> }) {
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Confirm Delivery"
      description={`Hand the screen to the receiver to sign for ${delivery.deliveryNumber}.`}
      trigger={
        <Button size="sm" className="min-h-11">
          <PenLine aria-hidden="true" />
          Confirm Delivery
        </Button>
      }
      className="sm:max-w-2xl"
    >
      {(close) => <ConfirmDeliveryForm delivery={delivery} onConfirmed={close} />}
    </FormDialog>
  );
}

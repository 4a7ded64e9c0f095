import type { PurchaseOrder } from "@atelier/contracts";
import { useState, type FormEvent } from "react";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { useReceivePurchaseOrder } from "@/features/purchase-orders/queries/use-purchase-order-actions";
import { ApiError } from "@/lib/api";

/** What has arrived so far, a quantity per line (up to what was ordered); saving sets the order's received status. */
export function ReceiveLinesForm({ order, onSaved }: { order: PurchaseOrder; onSaved: () => void }) {
  const receive = useReceivePurchaseOrder(order);
  const [quantities, setQuantities] = useState(() => order.lines.map((line) => String(line.quantityReceived)));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = order.lines.map((line, index) => ({ lineId: line.id, quantityReceived: Number(quantities[index] || 0) }));
    receive.mutate(
      { lines },
      { onSuccess: onSaved, onError: (error) => setErrors(error instanceof ApiError ? (error.body?.errors ?? {}) : {}) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {order.lines.map((line, index) => (
        <FormField
          key={line.id}
          label={`${line.name}${line.roomName ? ` (${line.roomName})` : ""}`}
          hint={`Ordered ${line.quantity}`}
          type="number"
          inputMode="decimal"
          min={0}
          max={line.quantity}
          step={0.01}
          value={quantities[index]}
          error={errors[`lines.${index}.quantityReceived`]?.join(" ")}
          onChange={(event) => setQuantities(quantities.map((value, at) => (at === index ? event.target.value : value)))}
        />
      ))}
      <FormDialogFooter submitLabel="Save Received" pendingLabel="Saving..." isPending={receive.isPending} />
    </form>
  );
}

import type { Delivery } from "@atelier/contracts";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { SignaturePadField, useSignaturePad } from "@/components/signature-pad";
import { useConfirmDeliveryMutation } from "@/features/deliveries/queries/use-deliveries";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

interface ConfirmDeliveryFormProps {
  delivery: Pick<Delivery, "id" | "projectId" | "deliveryNumber">;
  onConfirmed: () => void;
}

/** The receiver signs on the pad and their name is typed under it; Confirm waits for both. */
export function ConfirmDeliveryForm({ delivery, onConfirmed }: ConfirmDeliveryFormProps) {
  const form = useForm({ defaultValues: { receivedBy: "", notes: "", podSignature: "" } });
  const pad = useSignaturePad();
  const confirm = useConfirmDeliveryMutation(delivery);
  const receivedBy = useWatch({ control: form.control, name: "receivedBy" });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ receivedBy: name, notes }) => {
    const podSignature = pad.toDataUrl();
    if (!podSignature) return;
    confirm.mutate(
      { podSignature, receivedBy: name.trim(), notes: notes.trim() || null, deliveredDate: new Date().toISOString() },
      { onSuccess: onConfirmed, onError: (error) => applyServerFieldErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SignaturePadField pad={pad} label="Receiver's signature" error={errors.podSignature?.message} />
      <FormField label="Receiver's name" autoComplete="off" {...bindField(form, "receivedBy")} />
      <TextareaField label="Notes" placeholder="Where the items were left, anything damaged" {...bindField(form, "notes")} />
      <FormDialogFooter
        submitLabel="Confirm Delivery"
        pendingLabel="Confirming..."
        isPending={confirm.isPending}
        disabled={!pad.isSigned || receivedBy.trim() === ""}
      />
    </form>
  );
}

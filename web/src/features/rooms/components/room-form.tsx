import { roomRequestSchema, type Room, type RoomRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

interface RoomFormProps {
  /** The room being edited; a new room starts empty. */
  room?: Room;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSave: (request: RoomRequest, callbacks: SaveCallbacks) => void;
  onSaved: () => void;
}

export function RoomForm({ room, submitLabel, pendingLabel, isPending, onSave, onSaved }: RoomFormProps) {
  const form = useForm({
    resolver: zodResolver(roomRequestSchema),
    defaultValues: {
      name: room?.name ?? "",
      description: room?.description ?? "",
      dimensions: room?.dimensions ?? "",
      floorArea: room?.floorArea ?? "",
    },
  });
  const name = useWatch({ control: form.control, name: "name" });

  const submit = form.handleSubmit((request) =>
    onSave(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Name" autoComplete="off" placeholder="Main Lounge" {...bindField(form, "name")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Dimensions"
          autoComplete="off"
          placeholder="6.2m × 4.8m"
          {...bindField(form, "dimensions")}
        />
        <FormField
          label="Floor Area (m²)"
          type="number"
          min={0}
          step={0.1}
          {...bindField(form, "floorArea")}
        />
      </div>
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} disabled={!name.trim()} />
    </form>
  );
}

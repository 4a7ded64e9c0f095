import { roomRequestSchema, type Room, type RoomRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
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
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    onSave(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Name" autoComplete="off" placeholder="Main Lounge" error={errors.name?.message} {...form.register("name")} />
      <TextareaField label="Description" error={errors.description?.message} {...form.register("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Dimensions"
          autoComplete="off"
          placeholder="6.2m × 4.8m"
          error={errors.dimensions?.message}
          {...form.register("dimensions")}
        />
        <FormField
          label="Floor Area (m²)"
          type="number"
          min={0}
          step={0.1}
          error={errors.floorArea?.message}
          {...form.register("floorArea")}
        />
      </div>
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} disabled={!name.trim()} />
    </form>
  );
}

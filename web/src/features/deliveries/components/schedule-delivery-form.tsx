import { createDeliveryRequestSchema, deliveryItemLabel, type CreateDeliveryRequest } from "@atelier/contracts";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { CheckboxField, FormField, TextareaField } from "@/components/form-field";
import { useScheduleDeliveryMutation } from "@/features/deliveries/queries/use-deliveries";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useStudioDates, type StudioDates } from "@/lib/studio-time-zone";

/** A production item the designer may put on the truck. */
export interface DeliverableItem {
  id: string;
  name: string;
  quantity: number;
}

interface ScheduleDeliveryFormProps {
  projectId: string;
  /** The project's production items; with none yet, the items are typed as free text. */
  deliverable: readonly DeliverableItem[];
  onScheduled: () => void;
}

const defaultsOf = ({ todayDateValue }: StudioDates) => ({ items: "", date: todayDateValue(), time: "09:00", driverName: "", driverPhone: "", trackingUrl: "", notes: "" });
type ScheduleDeliveryValues = ReturnType<typeof defaultsOf>;

/** The request as the spec sends it: the chosen items and typed ones, date, time and the two combined on the studio's clock. */
function requestOf(values: ScheduleDeliveryValues, chosen: readonly string[], { fromDateTimeLocalValue }: StudioDates): CreateDeliveryRequest {
  const typed = values.items.split("\n").map((name) => name.trim()).filter(Boolean);
  const moment = fromDateTimeLocalValue(`${values.date}T${values.time}`);
  return {
    ...values,
    items: [...chosen.map((productionItemId) => ({ productionItemId })), ...typed.map((name) => ({ name }))],
    scheduledDate: moment || undefined,
    status: "scheduled",
  };
}

export function ScheduleDeliveryForm({ projectId, deliverable, onScheduled }: ScheduleDeliveryFormProps) {
  const dates = useStudioDates();
  const form = useForm({ defaultValues: defaultsOf(dates) });
  const [chosen, setChosen] = useState<string[]>([]);
  const schedule = useScheduleDeliveryMutation(projectId);

  const submit = form.handleSubmit((values) => {
    const request = requestOf(values, chosen, dates);
    const checked = createDeliveryRequestSchema.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(String(issue.path[0]) as FieldPath<ScheduleDeliveryValues>, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    schedule.mutate(request, { onSuccess: onScheduled, onError: (error) => applyServerFieldErrors(form, error) });
  });

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {deliverable.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Items to deliver</legend>
          {deliverable.map((item) => (
            <CheckboxField
              key={item.id}
              className="min-h-11"
              label={deliveryItemLabel(item)}
              checked={chosen.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      <TextareaField
        label={deliverable.length > 0 ? "Other items (one a line)" : "Items to deliver (one a line)"}
        placeholder="Walnut sofa"
        {...bindField(form, "items")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" type="date" {...bindField(form, "date")} />
        <FormField label="Time" type="time" {...bindField(form, "time")} />
        <FormField label="Driver Name" autoComplete="off" {...bindField(form, "driverName")} />
        <FormField label="Driver Phone" type="tel" autoComplete="off" inputMode="tel" {...bindField(form, "driverPhone")} />
      </div>
      <FormField label="Tracking Link" type="url" inputMode="url" placeholder="https://" {...bindField(form, "trackingUrl")} />
      <TextareaField label="Notes" placeholder="Access, parking, who receives it" {...bindField(form, "notes")} />
      <FormDialogFooter submitLabel="Schedule Delivery" pendingLabel="Scheduling..." isPending={schedule.isPending} />
    </form>
  );
}

import { createTimeEntryRequestSchema, TIME_ACTIVITIES } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { CheckboxField, FormField, SelectField, TextareaField } from "@/components/form-field";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useAddTimeEntryMutation } from "../queries/use-time";

/** Log Time: time already spent on the project, today unless another day is chosen. */
export function LogTimeForm({ projectId, onLogged }: { projectId: string; onLogged: () => void }) {
  const { todayDateValue } = useStudioDates();
  const form = useForm({
    resolver: zodResolver(createTimeEntryRequestSchema),
    defaultValues: { date: todayDateValue(), minutes: 60, activity: "design" as const, note: "", billable: true },
  });
  const add = useAddTimeEntryMutation(projectId);
  const submit = form.handleSubmit((request) => add.mutate(request, { onSuccess: onLogged, onError: (error) => applyServerFieldErrors(form, error) }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Date" type="date" required {...bindField(form, "date")} />
        <FormField label="Minutes" type="number" min={1} max={1440} step={1} inputMode="numeric" required {...bindField(form, "minutes")} />
        <SelectField label="Activity" options={optionsOf(TIME_ACTIVITIES)} {...bindField(form, "activity")} />
      </div>
      <TextareaField label="Note" rows={2} {...bindField(form, "note")} />
      <CheckboxField label="Billable to the client" {...form.register("billable")} />
      <FormDialogFooter submitLabel="Log Time" pendingLabel="Logging..." isPending={add.isPending} />
    </form>
  );
}

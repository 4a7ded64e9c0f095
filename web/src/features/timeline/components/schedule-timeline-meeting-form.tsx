import { optionalText, requiredText } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { bindField } from "@/lib/field-binding";
import { useStudioDates } from "@/lib/studio-time-zone";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useScheduleTimelineMeetingMutation } from "../queries/use-timeline";
import { warnOfMissingFields } from "./missing-fields";

/** The timeline's meeting form asks the date and the time apart (spec section 5) and sends them combined. */
const timelineMeetingFormSchema = z.object({
  title: requiredText("Title is required"),
  description: optionalText(),
  day: z.string().min(1, "Date is required"),
  time: z.string().min(1, "Time is required"),
});

export function ScheduleTimelineMeetingForm({ projectId, onScheduled }: { projectId: string; onScheduled: () => void }) {
  const { fromDateTimeLocalValue } = useStudioDates();
  const form = useForm({ resolver: zodResolver(timelineMeetingFormSchema), defaultValues: { title: "", description: "", day: "", time: "" } });
  const schedule = useScheduleTimelineMeetingMutation(projectId);
  const submit = form.handleSubmit(
    ({ title, description, day, time }) =>
      schedule.mutate(
        { title, description, date: fromDateTimeLocalValue(`${day}T${time}`), category: "design", status: "pending" },
        { onSuccess: onScheduled, onError: (error) => applyServerFieldErrors(form, error) },
      ),
    warnOfMissingFields,
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Title" autoComplete="off" required {...bindField(form, "title")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" type="date" required {...bindField(form, "day")} />
        <FormField label="Time" type="time" required {...bindField(form, "time")} />
      </div>
      <FormDialogFooter submitLabel="Schedule Meeting" pendingLabel="Scheduling..." isPending={schedule.isPending} />
    </form>
  );
}

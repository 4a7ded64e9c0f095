import { createMeetingRequestSchema, MEETING_TYPES, PRIORITIES } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { startOfMinute } from "date-fns";
import { useForm } from "react-hook-form";
import { DateTimeField } from "@/components/date-time-field";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { useScheduleMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";
import { AttendeeFields } from "./attendee-fields";

interface ScheduleMeetingFormProps {
  projectId: string;
  onScheduled: () => void;
}

export function ScheduleMeetingForm({ projectId, onScheduled }: ScheduleMeetingFormProps) {
  const form = useForm({
    resolver: zodResolver(createMeetingRequestSchema),
    defaultValues: {
      title: "",
      description: "",
      type: "consultation",
      scheduledAt: startOfMinute(new Date()).toISOString(),
      duration: 60,
      location: "",
      priority: "medium",
      attendees: [{ name: "", role: "", email: "" }],
    },
  });
  const schedule = useScheduleMeetingMutation(projectId);
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    schedule.mutate(request, { onSuccess: onScheduled, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Title" autoComplete="off" {...bindField(form, "title")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" options={optionsOf(MEETING_TYPES)} {...bindField(form, "type")} />
        <SelectField label="Priority" options={optionsOf(PRIORITIES)} {...bindField(form, "priority")} />
        <DateTimeField control={form.control} name="scheduledAt" label="Date & Time" error={errors.scheduledAt?.message} />
        <FormField
          label="Duration (minutes)"
          type="number"
          min={15}
          step={15}
          {...bindField(form, "duration", { valueAsNumber: true })}
        />
      </div>
      <FormField label="Location" autoComplete="off" {...bindField(form, "location")} />
      <AttendeeFields form={form} />
      <FormDialogFooter submitLabel="Schedule Meeting" pendingLabel="Scheduling..." isPending={schedule.isPending} />
    </form>
  );
}

import { createInstallationRequestSchema, INSTALLATION_TYPES, PRIORITIES } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { startOfMinute } from "date-fns";
import { useForm } from "react-hook-form";
import { DateTimeField } from "@/components/date-time-field";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { useScheduleInstallationMutation } from "@/features/installations/queries/use-installations";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";

interface ScheduleInstallationFormProps {
  projectId: string;
  onScheduled: () => void;
}

export function ScheduleInstallationForm({ projectId, onScheduled }: ScheduleInstallationFormProps) {
  const form = useForm({
    resolver: zodResolver(createInstallationRequestSchema),
    defaultValues: {
      title: "",
      description: "",
      type: "furniture",
      scheduledDate: startOfMinute(new Date()).toISOString(),
      estimatedDuration: 4,
      teamMembers: "",
      requirements: "",
      priority: "medium",
    },
  });
  const schedule = useScheduleInstallationMutation(projectId);
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    schedule.mutate(request, { onSuccess: onScheduled, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Title" autoComplete="off" {...bindField(form, "title")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" options={optionsOf(INSTALLATION_TYPES)} {...bindField(form, "type")} />
        <SelectField label="Priority" options={optionsOf(PRIORITIES)} {...bindField(form, "priority")} />
        <DateTimeField control={form.control} name="scheduledDate" label="Date & Time" error={errors.scheduledDate?.message} />
        <FormField
          label="Duration (hours)"
          type="number"
          min={1}
          step={0.5}
          {...bindField(form, "estimatedDuration", { valueAsNumber: true })}
        />
      </div>
      <FormField label="Team Members" autoComplete="off" placeholder="Names of the installers" {...bindField(form, "teamMembers")} />
      <TextareaField label="Requirements" {...bindField(form, "requirements")} />
      <FormDialogFooter submitLabel="Schedule Installation" pendingLabel="Scheduling..." isPending={schedule.isPending} />
    </form>
  );
}

import { createInstallationRequestSchema, INSTALLATION_TYPES, PRIORITIES } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { startOfMinute } from "date-fns";
import { useForm } from "react-hook-form";
import { DateTimeField } from "@/components/date-time-field";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { useScheduleInstallationMutation } from "@/features/installations/queries/use-installations";
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
  const register = form.register;

  const submit = form.handleSubmit((request) =>
    schedule.mutate(request, { onSuccess: onScheduled, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Title" autoComplete="off" error={errors.title?.message} {...register("title")} />
      <TextareaField label="Description" error={errors.description?.message} {...register("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" options={optionsOf(INSTALLATION_TYPES)} error={errors.type?.message} {...register("type")} />
        <SelectField label="Priority" options={optionsOf(PRIORITIES)} error={errors.priority?.message} {...register("priority")} />
        <DateTimeField control={form.control} name="scheduledDate" label="Date & Time" error={errors.scheduledDate?.message} />
        <FormField
          label="Duration (hours)"
          type="number"
          min={1}
          step={0.5}
          error={errors.estimatedDuration?.message}
          {...register("estimatedDuration", { valueAsNumber: true })}
        />
      </div>
      <FormField label="Team Members" autoComplete="off" placeholder="Names of the installers" error={errors.teamMembers?.message} {...register("teamMembers")} />
      <TextareaField label="Requirements" error={errors.requirements?.message} {...register("requirements")} />
      <FormDialogFooter submitLabel="Schedule Installation" pendingLabel="Scheduling..." isPending={schedule.isPending} />
    </form>
  );
}

import { createProjectRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { useCreateProjectMutation } from "@/features/projects/queries/use-project-mutations";
import { todayDateValue } from "@/lib/dates";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function CreateProjectForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm({
    resolver: zodResolver(createProjectRequestSchema),
    defaultValues: { name: "", description: "", clientName: "", clientEmail: "", budget: "", startDate: todayDateValue() },
  });
  const create = useCreateProjectMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    create.mutate(request, { onSuccess: onCreated, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Project Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <TextareaField label="Description" error={errors.description?.message} {...form.register("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Client Name" autoComplete="off" error={errors.clientName?.message} {...form.register("clientName")} />
        <FormField
          label="Client Email"
          type="email"
          autoComplete="off"
          error={errors.clientEmail?.message}
          {...form.register("clientEmail")}
        />
        <FormField
          label="Budget (ZAR)"
          inputMode="decimal"
          placeholder="1250000"
          error={errors.budget?.message}
          {...form.register("budget")}
        />
        <FormField label="Start Date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
      </div>
      <FormDialogFooter submitLabel="Create Project" pendingLabel="Creating..." isPending={create.isPending} />
    </form>
  );
}

import { createProjectRequestSchema } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { useCreateProjectMutation } from "@/features/projects/queries/use-project-mutations";
import { useStudioDates } from "@/lib/studio-time-zone";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function CreateProjectForm({ onCreated }: { onCreated: () => void }) {
  const { todayDateValue } = useStudioDates();
  const form = useForm({
    resolver: zodResolver(createProjectRequestSchema),
    defaultValues: { name: "", description: "", clientName: "", clientEmail: "", budget: "", startDate: todayDateValue() },
  });
  const create = useCreateProjectMutation();

  const submit = form.handleSubmit((request) =>
    create.mutate(request, { onSuccess: onCreated, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Project Name" autoComplete="off" {...bindField(form, "name")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Client Name" autoComplete="off" {...bindField(form, "clientName")} />
        <FormField
          label="Client Email"
          type="email"
          autoComplete="off"
          {...bindField(form, "clientEmail")}
        />
        <FormField label="Budget (ZAR)" placeholder="R 1 250 000" {...bindMoneyField(form, "budget")} />
        <FormField label="Start Date" type="date" {...bindField(form, "startDate")} />
      </div>
      <FormDialogFooter submitLabel="Create Project" pendingLabel="Creating..." isPending={create.isPending} />
    </form>
  );
}

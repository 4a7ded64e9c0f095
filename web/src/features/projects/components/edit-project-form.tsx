import { PROJECT_STATUSES, updateProjectRequestSchema, type Project } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { useUpdateProjectMutation } from "@/features/projects/queries/use-project-mutations";
import { bindField, bindMoneyField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";

const detailsOf = (project: Project) => ({
  title: project.title,
  description: project.description ?? "",
  clientName: project.clientName ?? "",
  clientEmail: project.clientEmail ?? "",
  clientVatNumber: project.clientVatNumber ?? "",
  budgetEstimate: project.budgetEstimate === null ? "" : formatRand(project.budgetEstimate),
  startDate: project.startDate,
  expectedEndDate: project.expectedEndDate,
  status: project.status,
});

/** The project's own details, as Create Project asks them, plus its end date and status. */
export function EditProjectForm({ project, onSaved }: { project: Project; onSaved: () => void }) {
  const form = useForm({ resolver: zodResolver(updateProjectRequestSchema), defaultValues: detailsOf(project) });
  const update = useUpdateProjectMutation(project.id);

  const submit = form.handleSubmit((details) =>
    update.mutate(details, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Project Name" autoComplete="off" {...bindField(form, "title")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Client Name" autoComplete="off" {...bindField(form, "clientName")} />
        <FormField label="Client Email" type="email" autoComplete="off" {...bindField(form, "clientEmail")} />
        <FormField label="Client VAT Number" inputMode="numeric" autoComplete="off" hint="If the client is registered for VAT: printed on their tax invoices" {...bindField(form, "clientVatNumber")} />
        <FormField label="Budget (ZAR)" {...bindMoneyField(form, "budgetEstimate")} />
        <SelectField label="Status" options={optionsOf(PROJECT_STATUSES)} {...bindField(form, "status")} />
        <FormField label="Start Date" type="date" {...bindField(form, "startDate", { setValueAs: emptyToNull })} />
        <FormField label="Expected End Date" type="date" {...bindField(form, "expectedEndDate", { setValueAs: emptyToNull })} />
      </div>
      <FormDialogFooter submitLabel="Save Changes" pendingLabel="Saving..." isPending={update.isPending} />
    </form>
  );
}

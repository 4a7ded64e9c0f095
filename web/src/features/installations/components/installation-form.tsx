import { createInstallationRequestSchema, INSTALLATION_TYPES, PRIORITIES, type CreateInstallationRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DateTimeField } from "@/components/date-time-field";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import type { EntryFormProps } from "@/components/schedule/edit-entry-dialog";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";

/** The installation's fields, for scheduling an installation and for editing one (spec section 5). */
export function InstallationForm({ defaultValues, submitLabel, pendingLabel, isPending, onSave, onSaved }: EntryFormProps<CreateInstallationRequest>) {
  const form = useForm({ resolver: zodResolver(createInstallationRequestSchema), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => onSave(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }));

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
      <TextareaField label="Notes" {...bindField(form, "notes")} />
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} />
    </form>
  );
}

import { createTimelineEventRequestSchema, TIMELINE_CATEGORIES } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";
import { useAddMilestoneMutation } from "../queries/use-timeline";
import { warnOfMissingFields } from "./missing-fields";

export function AddMilestoneForm({ projectId, onAdded }: { projectId: string; onAdded: () => void }) {
  const form = useForm({
    resolver: zodResolver(createTimelineEventRequestSchema),
    defaultValues: { title: "", description: "", date: "", category: "milestone", status: "pending" },
  });
  const add = useAddMilestoneMutation(projectId);
  const submit = form.handleSubmit(
    (request) => add.mutate(request, { onSuccess: onAdded, onError: (error) => applyServerFieldErrors(form, error) }),
    warnOfMissingFields,
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Title" autoComplete="off" required {...bindField(form, "title")} />
      <TextareaField label="Description" {...bindField(form, "description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" type="date" required {...bindField(form, "date")} />
        <SelectField label="Category" options={optionsOf(TIMELINE_CATEGORIES)} {...bindField(form, "category")} />
      </div>
      <FormDialogFooter submitLabel="Add Milestone" pendingLabel="Adding..." isPending={add.isPending} />
    </form>
  );
}

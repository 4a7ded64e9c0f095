import type { CompleteMeetingRequest } from "@atelier/contracts";
import { Plus, X } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { bindField } from "@/lib/field-binding";

interface FollowUpFieldsProps<O> {
  form: UseFormReturn<CompleteMeetingRequest, unknown, O>;
}

/** One row per follow-up action: what to do, and by when if there is a date. */
export function FollowUpFields<O>({ form }: FollowUpFieldsProps<O>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "followUps" });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">Follow-ups</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No follow-ups yet.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="relative grid gap-3 rounded-lg border border-border px-4 pt-2 pb-4">
          <legend className="px-1 text-sm text-muted-foreground">Follow-up {index + 1}</legend>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1"
            aria-label={`Remove follow-up ${index + 1}`}
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
          </Button>
          <div className="grid gap-3 pr-10 sm:grid-cols-[1fr_12rem]">
            <FormField label="Action" autoComplete="off" {...bindField(form, `followUps.${index}.text`)} />
            <FormField label="Due date" type="date" {...bindField(form, `followUps.${index}.dueDate`)} />
          </div>
        </fieldset>
      ))}
      <Button type="button" variant="outline" size="sm" className="min-h-11 w-fit" onClick={() => append({ text: "", dueDate: "" })}>
        <Plus aria-hidden="true" />
        Add Follow-up
      </Button>
    </fieldset>
  );
}

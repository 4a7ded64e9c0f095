import type { CreateMeetingRequest } from "@atelier/contracts";
import { Plus, X } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { bindField } from "@/lib/field-binding";

interface AttendeeFieldsProps<O> {
  form: UseFormReturn<CreateMeetingRequest, unknown, O>;
}

/** One row per attendee; at least one row always remains (spec section 5). */
export function AttendeeFields<O>({ form }: AttendeeFieldsProps<O>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "attendees" });
  const errors = form.formState.errors.attendees;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">Attendees</legend>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="relative grid gap-3 rounded-lg border border-border px-4 pt-2 pb-4">
          <legend className="px-1 text-sm text-muted-foreground">Attendee {index + 1}</legend>
          {fields.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="absolute top-1 right-1"
              aria-label={`Remove attendee ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          )}
          <div className="grid gap-3 pr-8 sm:grid-cols-3 sm:pr-10">
            <FormField label="Name" autoComplete="off" {...bindField(form, `attendees.${index}.name`)} />
            <FormField label="Role" autoComplete="off" {...bindField(form, `attendees.${index}.role`)} />
            <FormField label="Email" type="email" autoComplete="off" {...bindField(form, `attendees.${index}.email`)} />
          </div>
        </fieldset>
      ))}
      {errors?.root?.message && <p className="text-sm text-destructive">{errors.root.message}</p>}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ name: "", role: "", email: "" })}>
        <Plus aria-hidden="true" />
        Add Attendee
      </Button>
    </fieldset>
  );
}

import { createMeetingRequestSchema, MEETING_TYPES, PRIORITIES, type CreateMeetingRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DateTimeField } from "@/components/date-time-field";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import type { EntryFormProps } from "@/components/schedule/edit-entry-dialog";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";
import { AttendeeFields } from "./attendee-fields";

/** The meeting's fields, for scheduling a meeting and for editing one (spec section 5). */
export function MeetingForm({ defaultValues, submitLabel, pendingLabel, isPending, onSave, onSaved }: EntryFormProps<CreateMeetingRequest>) {
  const form = useForm({ resolver: zodResolver(createMeetingRequestSchema), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => onSave(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }));

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
      <FormField
        label="Meeting Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint="Join Meeting opens this link, for example a video call."
        {...bindField(form, "meetingUrl")}
      />
      <AttendeeFields form={form} />
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} />
    </form>
  );
}

import type { UseFormReturn } from "react-hook-form";
import { FormField, TextareaField } from "@/components/form-field";
import type { QuoteDraft } from "@/features/quotes/lib/quote-draft";
import { bindField } from "@/lib/field-binding";

/** The quote's own fields: what the client reads at the top, and the studio's internal notes. */
export function QuoteDetailsFields({ form }: { form: UseFormReturn<QuoteDraft> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Title" autoComplete="off" {...bindField(form, "title")} />
      <FormField label="Valid Until" type="date" {...bindField(form, "validUntil")} />
      <TextareaField label="Description" rows={3} {...bindField(form, "description")} />
      <TextareaField label="Internal Notes" rows={3} placeholder="Only the studio sees these." {...bindField(form, "notes")} />
    </div>
  );
}

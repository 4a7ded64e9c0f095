import type { PortalQuote } from "@atelier/contracts";
import { MessageSquare } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useRequestQuoteChanges } from "@/features/client-portal/queries/use-quote-decisions";
import { toast } from "@/hooks/use-toast";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { DecisionError } from "./decision-error";

interface RequestChangesProps {
  access: PortalAccess;
  quote: Pick<PortalQuote, "id" | "number">;
}

function RequestChangesForm({ access, quote, onSent }: RequestChangesProps & { onSent: () => void }) {
  const form = useForm({ defaultValues: { comment: "", requestedBy: "" } });
  const requestChanges = useRequestQuoteChanges(access, quote.id);
  const comment = useWatch({ control: form.control, name: "comment" });

  const submit = form.handleSubmit(({ comment: text, requestedBy }) =>
    requestChanges.mutate(
      { comment: text.trim(), ...(requestedBy.trim() ? { requestedBy: requestedBy.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Changes Requested", description: `The studio has your comments on ${quote.number} and will send an updated quote.` });
          onSent();
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="What would you like changed?" rows={5} {...bindField(form, "comment")} />
      <FormField label="Your name (optional)" autoComplete="name" {...bindField(form, "requestedBy")} />
      <DecisionError error={requestChanges.error} fallback="Your request could not be sent. Please try again." />
      <FormDialogFooter submitLabel="Send Request" pendingLabel="Sending..." isPending={requestChanges.isPending} disabled={!comment.trim()} />
    </form>
  );
}

/** Instead of signing, the client tells the studio what to change; the quote is then set aside for a new version. */
export function RequestChangesDialog({ access, quote }: RequestChangesProps) {
  return (
    <FormDialog
      title="Request Changes"
      description={`Tell the studio what you would like changed in quote ${quote.number}.`}
      trigger={
        <Button variant="outline" className="min-h-11">
          <MessageSquare aria-hidden="true" />
          Request Changes
        </Button>
      }
    >
      {(close) => <RequestChangesForm access={access} quote={quote} onSent={close} />}
    </FormDialog>
  );
}

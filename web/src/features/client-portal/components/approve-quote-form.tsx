import { APPROVAL_CONSENT_STATEMENT, type PortalQuote } from "@atelier/contracts";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { SignaturePadField, useSignaturePad } from "@/components/signature-pad";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useApproveQuote } from "@/features/client-portal/queries/use-quote-decisions";
import { toast } from "@/hooks/use-toast";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { DecisionError } from "./decision-error";

interface ApproveQuoteFormProps {
  access: PortalAccess;
  quote: Pick<PortalQuote, "id" | "number">;
  onApproved: () => void;
}

/** The pad, the signer's typed name and their consent; Complete waits for all three. */
export function ApproveQuoteForm({ access, quote, onApproved }: ApproveQuoteFormProps) {
  const form = useForm({ defaultValues: { signedBy: "", consent: false, signatureData: "" } });
  const pad = useSignaturePad();
  const approve = useApproveQuote(access, quote.id);
  const [signedBy, consent] = useWatch({ control: form.control, name: ["signedBy", "consent"] });
  const ready = pad.isSigned && signedBy.trim() !== "" && consent;
  const { errors } = form.formState;
  const consentErrorId = useId();

  const submit = form.handleSubmit(({ signedBy: name }) => {
    const signatureData = pad.toDataUrl();
    if (!signatureData) return;
    approve.mutate(
      { signatureData, signedBy: name.trim(), consent: true },
      {
        onSuccess: (approval) => {
          toast({ title: "Quote Approved", description: `Thank you, ${approval.signedBy}. Your signature on ${quote.number} has been recorded.` });
          onApproved();
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SignaturePadField pad={pad} error={errors.signatureData?.message} />
      <FormField label="Full name" autoComplete="name" {...bindField(form, "signedBy")} />
      <div className="grid gap-2">
        <label className="flex min-h-11 items-start gap-3 text-sm leading-relaxed">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-input accent-accent"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...form.register("consent")}
          />
          <span>{APPROVAL_CONSENT_STATEMENT}</span>
        </label>
        {errors.consent && (
          <p id={consentErrorId} className="text-sm text-destructive">
            {errors.consent.message}
          </p>
        )}
      </div>
      <DecisionError error={approve.error} fallback="Your signature could not be saved. Please try again." />
      <FormDialogFooter submitLabel="Complete" pendingLabel="Signing..." isPending={approve.isPending} disabled={!ready} />
    </form>
  );
}

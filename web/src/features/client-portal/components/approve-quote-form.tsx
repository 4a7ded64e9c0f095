import { APPROVAL_CONSENT_STATEMENTS, type PortalQuote, type SignatureMethod } from "@atelier/contracts";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { SignaturePadField, useSignaturePad } from "@/components/signature-pad";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useApproveQuote } from "@/features/client-portal/queries/use-quote-decisions";
import { toast } from "@/hooks/use-toast";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { renderTypedSignature } from "@/lib/typed-signature";
import { DecisionError } from "./decision-error";

interface ApproveQuoteFormProps {
  access: PortalAccess;
  quote: Pick<PortalQuote, "id" | "number">;
  onApproved: () => void;
}

const METHODS: Array<{ value: SignatureMethod; label: string }> = [
  { value: "drawn", label: "Draw my signature" },
  { value: "typed", label: "Type my name as my signature" },
];

/**
 * How the client signs (drawn on the pad, or their typed name rendered as a signature, for one who cannot draw),
 * their full name and their consent to the statement for that way of signing; Complete waits for all of them.
 */
export function ApproveQuoteForm({ access, quote, onApproved }: ApproveQuoteFormProps) {
  const form = useForm({ defaultValues: { signedBy: "", consent: false, signatureData: "" } });
  const [method, setMethod] = useState<SignatureMethod>("drawn");
  const pad = useSignaturePad();
  const approve = useApproveQuote(access, quote.id);
  const [signedBy, consent] = useWatch({ control: form.control, name: ["signedBy", "consent"] });
  const name = signedBy.trim();
  const typedSignature = useMemo(() => (method === "typed" && name !== "" ? renderTypedSignature(name) : null), [method, name]);
  const signed = method === "drawn" ? pad.isSigned : typedSignature !== null;
  const ready = signed && name !== "" && consent;
  const { errors } = form.formState;
  const [consentErrorId, methodId] = [useId(), useId()];

  const submit = form.handleSubmit(() => {
    const signatureData = method === "drawn" ? pad.toDataUrl() : typedSignature;
    if (!signatureData) return;
    approve.mutate(
      { signatureData, signedBy: name, consent: true, signatureMethod: method },
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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">How would you like to sign?</legend>
        {METHODS.map(({ value, label }) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
            <input type="radio" name={methodId} value={value} checked={method === value} onChange={() => setMethod(value)} className="size-5 shrink-0 accent-accent" />
            {label}
          </label>
        ))}
      </fieldset>
      {method === "drawn" && <SignaturePadField pad={pad} error={errors.signatureData?.message} />}
      <FormField label="Full name" autoComplete="name" {...bindField(form, "signedBy")} />
      {method === "typed" && <TypedSignaturePreview name={name} image={typedSignature} />}
      <div className="grid gap-2">
        <label className="flex min-h-11 items-start gap-3 text-sm leading-relaxed">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-input accent-accent"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...form.register("consent")}
          />
          <span>{APPROVAL_CONSENT_STATEMENTS[method]}</span>
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

/** The typed name as it will be kept: an image of it in a signature's hand, or what to do first. */
function TypedSignaturePreview({ name, image }: { name: string; image: string | null }) {
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Your signature</span>
      <div aria-live="polite" className="flex aspect-[3/1] w-full max-w-[600px] items-center justify-center rounded-md border border-dashed border-input bg-white">
        {image ? (
          <img src={image} alt={`Your signature: ${name}, in a signature's hand`} className="size-full object-contain" />
        ) : (
          <p className="px-4 text-center text-sm text-muted-foreground">Type your full name above: it is shown here as your signature.</p>
        )}
      </div>
    </div>
  );
}

import { declinePaymentProofRequestSchema, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod, type PaymentProof } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { SelectField, TextareaField } from "@/components/form-field";
import { PaymentProofSummary } from "@/components/payment-proof-summary";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useConfirmPaymentProof, useDeclinePaymentProof, useProjectPaymentProofs } from "@/features/invoices/queries/use-payment-proofs";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useStudioDates } from "@/lib/studio-time-zone";

/** Confirm Payment: the proof becomes a payment as the client gave it, settling the invoice they named first. */
function ConfirmProof({ projectId, proof }: { projectId: string; proof: PaymentProof }) {
  const { formatDate } = useStudioDates();
  const [method, setMethod] = useState<PaymentMethod>("eft");
  const confirm = useConfirmPaymentProof(projectId, proof.id);
  return (
    <ConfirmDialog
      title="Confirm Payment"
      description={`Record ${formatRand(proof.amount)} received on ${formatDate(proof.paidOn)}${proof.invoiceNumber ? `, settling ${proof.invoiceNumber} first` : ""}. Check that it reached your account first.`}
      confirmLabel="Confirm Payment"
      onConfirm={() => confirm.mutate({ method })}
      trigger={
        <Button className="min-h-11" disabled={confirm.isPending}>
          <Check aria-hidden="true" />
          {confirm.isPending ? "Confirming..." : "Confirm Payment"}
        </Button>
      }
    >
      <SelectField
        label="Method"
        value={method}
        onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
        options={PAYMENT_METHODS.map((each) => ({ value: each, label: PAYMENT_METHOD_LABELS[each] }))}
      />
    </ConfirmDialog>
  );
}

/** Decline: the money did not arrive, or the file is no proof; the client reads the reason in the portal. */
function DeclineProof({ projectId, proof }: { projectId: string; proof: PaymentProof }) {
  return (
    <FormDialog
      title="Decline Proof of Payment"
      description="Say why, in words for the client: they read it in their portal."
      trigger={
        <Button variant="ghost" className="min-h-11 text-destructive">
          <X aria-hidden="true" />
          Decline
        </Button>
      }
    >
      {(close) => <DeclineForm projectId={projectId} proof={proof} onDeclined={close} />}
    </FormDialog>
  );
}

function DeclineForm({ projectId, proof, onDeclined }: { projectId: string; proof: PaymentProof; onDeclined: () => void }) {
  const form = useForm({ resolver: zodResolver(declinePaymentProofRequestSchema), defaultValues: { reason: "" } });
  const decline = useDeclinePaymentProof(projectId, proof.id);
  const submit = form.handleSubmit((body) => decline.mutate(body, { onSuccess: onDeclined, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="Reason" rows={2} placeholder="Nothing has reached our account yet" {...bindField(form, "reason")} />
      <FormDialogFooter submitLabel="Decline" pendingLabel="Declining..." isPending={decline.isPending} />
    </form>
  );
}

/** The client's proofs of payment, newest first: each with its file, and Confirm Payment or Decline while pending. Nothing while there are none. */
export function PaymentProofsCard({ projectId }: { projectId: string }) {
  const { data: proofs } = useProjectPaymentProofs(projectId);
  if (!proofs || proofs.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4">
      <h3 id="studio-payment-proofs" className="text-lg">
        Proofs of Payment
      </h3>
      <ul aria-labelledby="studio-payment-proofs" className="grid divide-y divide-border text-sm">
        {proofs.map((proof) => (
          <li key={proof.id} className="grid gap-2 py-3">
            <PaymentProofSummary proof={proof} uploaded />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" className="min-h-11">
                <a href={proof.fileUrl} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View Proof
                </a>
              </Button>
              {proof.status === "pending" && (
                <>
                  <ConfirmProof projectId={projectId} proof={proof} />
                  <DeclineProof projectId={projectId} proof={proof} />
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

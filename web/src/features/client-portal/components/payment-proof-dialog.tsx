import { PAYMENT_PROOF_ACCEPT, PAYMENT_PROOF_LIMITS, submitPaymentProofRequestSchema, type PortalInvoice } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { useSubmitPaymentProof } from "@/features/client-portal/queries/use-submit-payment-proof";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useStudioDates } from "@/lib/studio-time-zone";
import { DecisionError } from "./decision-error";

const NO_INVOICE = "";
const proofFormSchema = submitPaymentProofRequestSchema.omit({ fileURL: true, invoiceId: true }).extend({ invoiceId: z.string() });

/** Why a chosen file cannot be sent, before anything is uploaded; the server checks the bytes again. */
function fileProblem(file: File | null): string | null {
  if (!file) return "Choose the proof of payment to upload";
  if (!(PAYMENT_PROOF_LIMITS.types as readonly string[]).includes(file.type)) return "The proof of payment must be a PDF or an image (JPG, PNG or WebP)";
  if (file.size > PAYMENT_PROOF_LIMITS.maxBytes) return "File exceeds 10MB limit";
  return null;
}

/** Upload Proof of Payment: the client's bank confirmation or a screenshot, with what they paid, for the studio to confirm. */
export function PaymentProofDialog({ access, invoices, invoice }: { access: PortalAccess; invoices: PortalInvoice[]; invoice: PortalInvoice }) {
  return (
    <FormDialog
      title="Upload Proof of Payment"
      description="Your bank's payment confirmation (PDF) or a screenshot of it. Your designer confirms it once the money reaches their account."
      trigger={
        <Button variant="outline" className="min-h-11">
          <Upload aria-hidden="true" />
          Upload Proof of Payment
        </Button>
      }
    >
      {(close) => <PaymentProofForm access={access} invoices={invoices} invoice={invoice} onSent={close} />}
    </FormDialog>
  );
}

function PaymentProofForm({ access, invoices, invoice, onSent }: { access: PortalAccess; invoices: PortalInvoice[]; invoice: PortalInvoice; onSent: () => void }) {
  const { todayDateValue } = useStudioDates();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(proofFormSchema),
    defaultValues: { amount: invoice.balance, paidOn: todayDateValue(), reference: invoice.number, invoiceId: invoice.id },
  });
  const send = useSubmitPaymentProof(access);
  const submit = form.handleSubmit(({ invoiceId, ...proof }) => {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    send.mutate({ ...proof, file, invoiceId: invoiceId === NO_INVOICE ? null : invoiceId }, { onSuccess: onSent, onError: (error) => applyServerFieldErrors(form, error) });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        label="Proof of Payment"
        type="file"
        accept={PAYMENT_PROOF_ACCEPT}
        hint="PDF, JPG, PNG or WebP, up to 10 MB."
        error={fileError ?? undefined}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          setFileError(chosen ? fileProblem(chosen) : null);
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Amount Paid" {...bindMoneyField(form, "amount")} />
        <FormField label="Paid On" type="date" max={todayDateValue()} {...bindField(form, "paidOn")} />
        <FormField label="Reference" autoComplete="off" hint="As you entered it at your bank." {...bindField(form, "reference")} />
        <SelectField
          label="Invoice"
          options={[...invoices.map((each) => ({ value: each.id, label: `${each.number}: ${formatRand(each.balance)} due` })), { value: NO_INVOICE, label: "Not for one invoice" }]}
          {...bindField(form, "invoiceId")}
        />
      </div>
      <DecisionError error={send.error} fallback="Your proof of payment could not be sent. Please try again." />
      <FormDialogFooter submitLabel="Send Proof of Payment" pendingLabel="Uploading..." isPending={send.isPending} />
    </form>
  );
}

import { createCreditNoteRequestSchema, type Invoice } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReceiptText } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useCreateCreditNote } from "@/features/invoices/queries/use-invoice-actions";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

/** Credit Note: the only way an issued invoice is reduced (VAT Act s 21), with why and how much before VAT. */
export function CreditNoteDialog({ invoice }: { invoice: Invoice }) {
  return (
    <FormDialog
      title="Credit Note"
      description={`Reduces ${invoice.number}. It is numbered and kept for good, and shows the VAT it takes off.`}
      trigger={
        <Button variant="outline" className="min-h-11">
          <ReceiptText aria-hidden="true" />
          Credit Note
        </Button>
      }
    >
      {(close) => <CreditNoteForm invoice={invoice} onIssued={close} />}
    </FormDialog>
  );
}

function CreditNoteForm({ invoice, onIssued }: { invoice: Invoice; onIssued: () => void }) {
  const form = useForm({ resolver: zodResolver(createCreditNoteRequestSchema), defaultValues: { reason: "", amount: "" } });
  const issue = useCreateCreditNote(invoice);
  const submit = form.handleSubmit((request) => issue.mutate(request, { onSuccess: onIssued, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="Reason" rows={2} placeholder="A returned item, a changed price, an error" {...bindField(form, "reason")} />
      <FormField label="Amount (excl. VAT)" hint={`The invoice came to ${formatRand(invoice.subtotal)} before VAT.`} {...bindMoneyField(form, "amount")} />
      <FormDialogFooter submitLabel="Issue Credit Note" pendingLabel="Issuing..." isPending={issue.isPending} />
    </form>
  );
}

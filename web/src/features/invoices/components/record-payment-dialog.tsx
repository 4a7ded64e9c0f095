import { isOwing, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentFields, type Invoice } from "@atelier/contracts";
import { allocateOldestFirst, formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Wallet } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useRecordPayment } from "@/features/invoices/queries/use-payments";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useStudioDates } from "@/lib/studio-time-zone";

const OLDEST_FIRST = "oldest";
const paymentFormSchema = z.object({ ...paymentFields, applyTo: z.string() });

/** Payment Tracking (the spec's button) records a payment: money received, and where it goes: the oldest invoices first, or one the studio picks (the rest is credit). */
export function RecordPaymentDialog({ projectId, invoices }: { projectId: string; invoices: Invoice[] }) {
  return (
    <FormDialog
      title="Record Payment"
      description="Money received from the client: it settles their invoices, and anything over is kept as their credit."
      trigger={
        <Button variant="outline" className="min-h-11">
          <Wallet aria-hidden="true" />
          Payment Tracking
        </Button>
      }
    >
      {(close) => <RecordPaymentForm projectId={projectId} open={invoices.filter((invoice) => isOwing(invoice.status))} onRecorded={close} />}
    </FormDialog>
  );
}

function RecordPaymentForm({ projectId, open, onRecorded }: { projectId: string; open: Invoice[]; onRecorded: () => void }) {
  const { todayDateValue } = useStudioDates();
  const form = useForm({ resolver: zodResolver(paymentFormSchema), defaultValues: { amount: "", receivedOn: todayDateValue(), method: "eft" as const, reference: "", applyTo: OLDEST_FIRST } });
  const record = useRecordPayment(projectId);
  const submit = form.handleSubmit(({ applyTo, ...payment }) => {
    const chosen = open.find((invoice) => invoice.id === applyTo);
    // One invoice takes what it owes at most; the rest of the payment is credit.
    const allocations = chosen ? allocateOldestFirst(payment.amount, [{ id: chosen.id, balance: chosen.balance }]).allocations : undefined;
    record.mutate({ ...payment, allocations }, { onSuccess: onRecorded, onError: (error) => applyServerFieldErrors(form, error) });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Amount" placeholder="R 46 000,59" {...bindMoneyField(form, "amount")} />
        <FormField label="Received On" type="date" max={todayDateValue()} {...bindField(form, "receivedOn")} />
        <SelectField label="Method" options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} {...bindField(form, "method")} />
        <FormField label="Reference" autoComplete="off" placeholder="As on the bank statement" {...bindField(form, "reference")} />
      </div>
      <SelectField
        label="Apply To"
        options={[{ value: OLDEST_FIRST, label: "The oldest invoices first" }, ...open.map((invoice) => ({ value: invoice.id, label: `${invoice.number}: ${formatRand(invoice.balance)} owed` }))]}
        {...bindField(form, "applyTo")}
      />
      <FormDialogFooter submitLabel="Record Payment" pendingLabel="Recording..." isPending={record.isPending} />
    </form>
  );
}

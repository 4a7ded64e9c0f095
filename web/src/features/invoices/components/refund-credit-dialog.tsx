import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, recordRefundRequestSchema } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Undo2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useRecordRefund } from "@/features/invoices/queries/use-payments";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useStudioDates } from "@/lib/studio-time-zone";

/** Refund Credit: pays the client back what their payments left over, up to all of it. */
export function RefundCreditDialog({ projectId, credit }: { projectId: string; credit: string }) {
  return (
    <FormDialog
      title="Refund Credit"
      description={`The client's credit is ${formatRand(credit)}. Record what you paid back to them.`}
      trigger={
        <Button variant="outline" className="min-h-11">
          <Undo2 aria-hidden="true" />
          Refund Credit
        </Button>
      }
    >
      {(close) => <RefundForm projectId={projectId} credit={credit} onRecorded={close} />}
    </FormDialog>
  );
}

function RefundForm({ projectId, credit, onRecorded }: { projectId: string; credit: string; onRecorded: () => void }) {
  const { todayDateValue } = useStudioDates();
  const form = useForm({ resolver: zodResolver(recordRefundRequestSchema), defaultValues: { amount: credit, refundedOn: todayDateValue(), method: "eft" as const, reference: "" } });
  const refund = useRecordRefund(projectId);
  const submit = form.handleSubmit((body) => refund.mutate(body, { onSuccess: onRecorded, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Amount" {...bindMoneyField(form, "amount")} />
        <FormField label="Refunded On" type="date" max={todayDateValue()} {...bindField(form, "refundedOn")} />
        <SelectField label="Method" options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} {...bindField(form, "method")} />
        <FormField label="Reference" autoComplete="off" {...bindField(form, "reference")} />
      </div>
      <FormDialogFooter submitLabel="Record Refund" pendingLabel="Recording..." isPending={refund.isPending} />
    </form>
  );
}

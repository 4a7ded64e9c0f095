import { creditNoteFields, type Invoice } from "@atelier/contracts";
import { formatRand, lineTotal, sumMoney, toCents } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReceiptText } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useCreateCreditNote } from "@/features/invoices/queries/use-invoice-actions";
import { bindField, bindMoneyField } from "@/lib/field-binding";
import { ApiError } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/form-errors";

type CreditBy = "amount" | "lines";

const byAmountSchema = z.object(creditNoteFields);
const byLinesSchema = z.object({ reason: creditNoteFields.reason, amount: z.string() });

/** The server's reasons for refusing chosen lines ("lines.0.quantity": "At most 2 of …"), which no field of the form holds. */
function lineRefusals(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body?.errors) return [];
  return Object.entries(error.body.errors).flatMap(([field, messages]) => (field.startsWith("lines") ? messages : []));
}

/** Credit Note: the only way an issued invoice is reduced (VAT Act s 21), with why, and how much before VAT or which lines. */
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
  const creditable = invoice.lines.filter((line) => toCents(line.lineTotal).gt(0));
  const [creditBy, setCreditBy] = useState<CreditBy>("amount");
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const form = useForm({ resolver: zodResolver(creditBy === "amount" ? byAmountSchema : byLinesSchema), defaultValues: { reason: "", amount: "" } });
  const issue = useCreateCreditNote(invoice);
  const chosen = creditable.flatMap((line) => {
    const quantity = Number(quantities[line.id] ?? 0);
    return quantity > 0 ? [{ invoiceLineId: line.id, quantity, total: lineTotal(quantity, line.unitPrice) }] : [];
  });
  const submit = form.handleSubmit(({ reason, amount }) => {
    const request = creditBy === "amount" ? { reason, amount } : { reason, lines: chosen.map(({ invoiceLineId, quantity }) => ({ invoiceLineId, quantity })) };
    issue.mutate(request, { onSuccess: onIssued, onError: (error) => applyServerFieldErrors(form, error) });
  });
  const switchTo = (next: CreditBy) => {
    setCreditBy(next);
    form.clearErrors("amount");
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="Reason" rows={2} placeholder="A returned item, a changed price, an error" {...bindField(form, "reason")} />
      {creditable.length > 0 && (
        <SelectField
          label="Credit"
          value={creditBy}
          onChange={(event) => switchTo(event.currentTarget.value as CreditBy)}
          options={[
            { value: "amount", label: "An amount" },
            { value: "lines", label: "Lines of the invoice" },
          ]}
        />
      )}
      {creditBy === "amount" ? (
        <FormField label="Amount (excl. VAT)" hint={`The invoice came to ${formatRand(invoice.subtotal)} before VAT.`} {...bindMoneyField(form, "amount")} />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Quantities to credit</legend>
          {creditable.map((line) => (
            <FormField
              key={line.id}
              label={`${line.description} (${line.quantity} × ${formatRand(line.unitPrice)})`}
              type="number"
              min={0}
              max={line.quantity}
              step={0.01}
              inputMode="decimal"
              value={quantities[line.id] ?? ""}
              onChange={(event) => setQuantities({ ...quantities, [line.id]: event.currentTarget.value })}
            />
          ))}
          <p className="text-sm text-muted-foreground">Credit before VAT: {formatRand(sumMoney(chosen.map((line) => line.total)))}</p>
          {lineRefusals(issue.error).map((message) => (
            <p key={message} role="alert" className="text-sm text-destructive">
              {message}
            </p>
          ))}
        </fieldset>
      )}
      <FormDialogFooter submitLabel="Issue Credit Note" pendingLabel="Issuing..." isPending={issue.isPending} disabled={creditBy === "lines" && chosen.length === 0} />
    </form>
  );
}

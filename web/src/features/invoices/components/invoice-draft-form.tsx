import type { ProjectInvoices } from "@atelier/contracts";
import { useState, type FormEvent } from "react";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { serverFieldErrors, type InvoiceDraftState } from "@/features/invoices/lib/invoice-draft";
import { serverMessage } from "@/lib/api";
import { InvoiceDraftFields } from "./invoice-draft-fields";

interface InvoiceDraftFormProps<R> {
  initial: InvoiceDraftState;
  invoices: ProjectInvoices;
  creating: boolean;
  /** The request for the form's state, or each field's reason the contract refuses it for. */
  toRequest: (state: InvoiceDraftState) => { request: R } | { errors: Record<string, string> };
  save: (request: R, callbacks: SaveCallbacks) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  failure: string;
}

/** A draft's form: checked by the contract before it is sent; the server's refusal shows on its field, or under the form. */
export function InvoiceDraftForm<R>({ initial, invoices, creating, toRequest, save, isPending, submitLabel, pendingLabel, failure }: InvoiceDraftFormProps<R>) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toRequest(state);
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    setRefusal(null);
    save(checked.request, {
      onSuccess: () => undefined,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setRefusal(Object.keys(fields).length > 0 ? null : (serverMessage(error) ?? failure));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <InvoiceDraftFields state={state} onChange={setState} errors={errors} quotes={invoices.billableQuotes} vatPercent={invoices.vatPercent} depositPercent={invoices.depositPercent} creating={creating} />
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} />
    </form>
  );
}

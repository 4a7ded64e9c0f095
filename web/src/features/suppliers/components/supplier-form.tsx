import { supplierRequestSchema, type Supplier, type SupplierRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter, type SaveCallbacks } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

interface SupplierFormProps {
  /** The supplier being edited; a new one starts empty. */
  supplier?: Supplier;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSave: (request: SupplierRequest, callbacks: SaveCallbacks) => void;
  onSaved: () => void;
}

/** A supplier's details: only the name is required; the e-mail is where its purchase orders are sent. */
export function SupplierForm({ supplier, submitLabel, pendingLabel, isPending, onSave, onSaved }: SupplierFormProps) {
  const form = useForm({
    resolver: zodResolver(supplierRequestSchema),
    defaultValues: {
      name: supplier?.name ?? "",
      contactName: supplier?.contactName ?? "",
      email: supplier?.email ?? "",
      phone: supplier?.phone ?? "",
      accountNumber: supplier?.accountNumber ?? "",
      leadTimeDays: supplier?.leadTimeDays ?? "",
    },
  });
  const name = useWatch({ control: form.control, name: "name" });
  const submit = form.handleSubmit((request) => onSave(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Name" autoComplete="organization" placeholder="Karoo Weavers" {...bindField(form, "name")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Contact Name" autoComplete="name" {...bindField(form, "contactName")} />
        <FormField label="E-mail" type="email" autoComplete="email" hint="Purchase orders are sent here." {...bindField(form, "email")} />
        <FormField label="Phone" type="tel" autoComplete="tel" {...bindField(form, "phone")} />
        <FormField label="Account Number" autoComplete="off" {...bindField(form, "accountNumber")} />
        <FormField label="Typical Lead Time (days)" type="number" inputMode="numeric" min={0} step={1} {...bindField(form, "leadTimeDays")} />
      </div>
      <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} disabled={!name.trim()} />
    </form>
  );
}

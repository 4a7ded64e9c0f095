import { FEE_BASES, FEE_BASIS_NAMES, setProjectFeesRequestSchema, type ProjectFees } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { bindField, bindMoneyField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSetProjectFeesMutation } from "../queries/use-time";

const BASIS_OPTIONS = FEE_BASES.map((basis) => ({ value: basis, label: FEE_BASIS_NAMES[basis] }));

/** Fee Basis: hourly from the time kept, a fixed fee, or a percent of the project's purchase orders. */
export function FeeBasisForm({ projectId, fees, onSaved }: { projectId: string; fees: ProjectFees; onSaved: () => void }) {
  const form = useForm({
    resolver: zodResolver(setProjectFeesRequestSchema),
    defaultValues: { basis: fees.basis, fixedFee: fees.fixedFee ? formatRand(fees.fixedFee) : null, procurementPercent: fees.procurementPercent },
    // Only the field the chosen basis shows is sent and checked.
    shouldUnregister: true,
  });
  const save = useSetProjectFeesMutation(projectId);
  const submit = form.handleSubmit((request) => save.mutate(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }));
  const basis = useWatch({ control: form.control, name: "basis" });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SelectField label="Fee basis" options={BASIS_OPTIONS} {...bindField(form, "basis")} />
      {basis === "fixed" && <FormField label="Fixed fee (ZAR, before VAT)" required {...bindMoneyField(form, "fixedFee", { setValueAs: emptyToNull })} />}
      {basis === "procurement" && (
        <FormField label="Percent of purchase orders" type="number" min={0.01} max={100} step={0.01} inputMode="decimal" required {...bindField(form, "procurementPercent", { setValueAs: emptyToNull })} />
      )}
      <p className="text-sm text-muted-foreground">
        {basis === "hourly"
          ? "Billing bills the billable time kept, at each activity's rate, else the member's, else the studio's."
          : "Billing bills what is left of the fee; the time kept is still reported, and is covered by the fee."}
      </p>
      <FormDialogFooter submitLabel="Save Fee Basis" pendingLabel="Saving..." isPending={save.isPending} />
    </form>
  );
}
